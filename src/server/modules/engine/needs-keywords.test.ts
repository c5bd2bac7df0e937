import { describe, expect, it } from 'vitest';
import { integrationsLeft, leavesNamed, tokensFromNeeds } from './needs-keywords.js';

describe('tokensFromNeeds', () => {
  it("reads a charity's tax receipts as donation receipts, not as expense claims", () => {
    for (const text of ['Online donations, recurring gifts, tax receipts', 'Donation receipts for every gift', 'Send donor receipts by email']) {
      const tokens = tokensFromNeeds(text);
      expect(tokens, text).toContain('feature:donation-receipts');
      expect(tokens, text).not.toContain('feature:expense-management');
    }
    // Receipts and expenses of the business itself are still expense management.
    expect(tokensFromNeeds('Scan receipts and approve expenses')).toEqual(expect.arrayContaining(['feature:receipt-capture', 'feature:expense-management']));
    expect(tokensFromNeeds('Tax receipts for donors, and expense claims for staff')).toEqual(expect.arrayContaining(['feature:donation-receipts', 'feature:expense-management']));
  });

  it('tells training staff (assigned, tracked) from selling courses (a checkout)', () => {
    expect(tokensFromNeeds('An LMS for onboarding and compliance training of 120 staff')).toEqual(expect.arrayContaining(['family:learning-platform', 'feature:learning-paths']));
    expect(tokensFromNeeds('Training for our employees on food safety')).toContain('feature:learning-paths');
    expect(tokensFromNeeds('A platform to sell our online courses')).toEqual(expect.arrayContaining(['family:learning-platform', 'feature:payment-processing']));
    expect(tokensFromNeeds('Sell online courses')).not.toContain('feature:learning-paths');
  });

  it('reads an export file as a file, not as foreign trade', () => {
    for (const text of ['DATEV-Export für den Steuerberater', 'Comptabilité, TVA, export FEC']) expect(tokensFromNeeds(text), text).not.toContain('feature:multi-currency');
    expect(tokensFromNeeds('We export to the US and invoice in several currencies')).toContain('feature:multi-currency');
    expect(tokensFromNeeds('Calls to customers abroad')).toContain('feature:international-calling');
  });

  it('reads payroll run elsewhere as an export, not as a payroll engine', () => {
    for (const text of ['Planning des équipes, badgeuse, export vers notre logiciel de paie', 'Dienstplan, Zeiterfassung und DATEV-Export für die Lohnabrechnung', 'Time clock that feeds into our payroll provider', 'Rotas and timesheets with a payroll export']) {
      expect(tokensFromNeeds(text), text).not.toContain('feature:payroll');
      expect(tokensFromNeeds(text), text).toContain('feature:time-tracking');
    }
    for (const text of ['Payroll for 12 employees in Ontario', 'Gestion de la paie et des congés', 'Lohnabrechnung und Zeiterfassung']) expect(tokensFromNeeds(text), text).toContain('feature:payroll');
    expect(tokensFromNeeds('Payroll in Ontario with T4s and vacation pay')).not.toContain('feature:time-off');
    expect(tokensFromNeeds('Track vacation and sick days')).toContain('feature:time-off');
  });

  it('reads performance reviews in the plural and in German and French, and goals only as OKRs or goal setting', () => {
    for (const text of ['onboarding, performance reviews.', 'annual appraisals', 'Mitarbeitergespräche und Urlaub', 'entretiens annuels et congés']) {
      expect(tokensFromNeeds(text), text).toContain('feature:performance-reviews');
      expect(tokensFromNeeds(text), text).not.toContain('feature:goals-okrs');
    }
    expect(tokensFromNeeds('OKRs and goal setting for each team')).toContain('feature:goals-okrs');
    expect(tokensFromNeeds('Our goals are to grow to 40 staff')).not.toContain('feature:goals-okrs');
  });

  it('reads features named in plain words in every category, in English, German and French', () => {
    const cases: [string, string][] = [
      ['Lot traceability and recipes', 'feature:lot-serial-tracking'],
      ['Chargenrückverfolgung für Lebensmittel', 'feature:lot-serial-tracking'],
      ['Lot traceability and recipes', 'feature:bill-of-materials'],
      ['Commandes clients et facturation', 'feature:sales-orders'],
      ['EDI with major retailers', 'feature:edi'],
      ['Members book classes in an app', 'feature:mobile-app'],
      ['Messagerie, agenda, documents partagés et visioconférence', 'feature:email-hosting'],
      ['Messagerie, agenda, documents partagés et visioconférence', 'feature:file-storage'],
      ['Messagerie, agenda, documents partagés et visioconférence', 'feature:video-meetings'],
      ['Recurring direct debit memberships', 'feature:payment-processing'],
      ['Two-way email sync with Outlook', 'feature:email-sync'],
      ['Web forms on our site feed leads in', 'feature:web-forms'],
      ['Custom fields for each deal', 'feature:custom-fields'],
      ['Sales commissions for our reps', 'feature:commission-tracking'],
      ['Org chart and offboarding', 'feature:org-chart'],
      ['Org chart and offboarding', 'feature:offboarding'],
      ['Pulse surveys every month', 'feature:engagement-surveys'],
      ['Transactional emails for order confirmations', 'feature:transactional-email'],
      ['Network discovery and topology maps', 'feature:network-discovery'],
      ['MDM for our iPhones', 'feature:mdm'],
      ['Shared inbox for info@', 'feature:shared-inbox'],
      ['Volunteer scheduling and Gift Aid', 'feature:volunteer-management'],
      ['Volunteer scheduling and Gift Aid', 'feature:gift-aid'],
      ['SCORM courses for compliance training', 'feature:scorm-support'],
      ['Route planning for our drivers', 'feature:route-planning'],
      ['Milestones and subtasks', 'feature:milestones'],
      ['Toll-free numbers and voicemail to email', 'feature:toll-free-numbers'],
      ['Toll-free numbers and voicemail to email', 'feature:voicemail-transcription'],
      ['Desk phones and fax', 'feature:desk-phones'],
      ['Desk phones and fax', 'feature:fax'],
      ['Power dialer for outbound calls', 'feature:power-dialer'],
      ['Call monitoring and wallboards', 'feature:call-monitoring'],
      ['Call monitoring and wallboards', 'feature:call-analytics'],
      ['Mileage and payment links on invoices', 'feature:mileage-tracking'],
      ['Mileage and payment links on invoices', 'feature:online-payments'],
      ['Fixed asset register with depreciation', 'feature:fixed-assets'],
      ['2FA for every user', 'feature:two-factor-auth'],
    ];
    for (const [text, token] of cases) expect(tokensFromNeeds(text), text).toContain(token);
  });

  it('does not read a near-miss as a feature: toll-free is not a free plan, an event ticket is not a help desk, our teams are not Microsoft Teams', () => {
    expect(tokensFromNeeds('Toll-free numbers for our support line')).not.toContain('trait:free-plan');
    expect(tokensFromNeeds('A free plan would be great')).toContain('trait:free-plan');
    expect(tokensFromNeeds('Event ticketing for our gala')).not.toContain('feature:help-desk');
    expect(tokensFromNeeds('Support tickets by email')).toContain('feature:help-desk');
    expect(tokensFromNeeds('Rotas for our sales and support teams')).not.toContain('integration:microsoft-teams');
    expect(tokensFromNeeds('Calls from inside Microsoft Teams')).toContain('integration:microsoft-teams');
    expect(tokensFromNeeds('Integrates with Teams')).toContain('integration:microsoft-teams');
    expect(tokensFromNeeds('A SOC 2 report from the vendor')).not.toContain('feature:custom-reports');
    expect(tokensFromNeeds('Custom reports for the board')).toContain('feature:custom-reports');
    expect(tokensFromNeeds('Vendor and buyer contacts for our agents')).not.toContain('feature:purchasing');
    expect(tokensFromNeeds('Shared mailbox for sales')).not.toContain('feature:voicemail');
    expect(tokensFromNeeds('Messagerie vocale et standard')).not.toContain('feature:email-hosting');
    expect(tokensFromNeeds('Teams calling, no desk phones')).not.toContain('feature:desk-phones');
    expect(tokensFromNeeds('Ten desk phones for reception')).toContain('feature:desk-phones');
    expect(tokensFromNeeds('Monitoring für 150 Server und 300 Netzwerkgeräte')).toEqual(expect.arrayContaining(['feature:server-monitoring', 'feature:network-monitoring']));
    expect(tokensFromNeeds('Monitoring für 150 Server und 300 Netzwerkgeräte')).not.toContain('feature:remote-monitoring');
    expect(tokensFromNeeds('DATEV-Export für den Steuerberater')).not.toContain('feature:accountant-access');
    expect(tokensFromNeeds('Export FEC pour l’expert-comptable')).not.toContain('feature:accountant-access');
    expect(tokensFromNeeds('Our accountant needs to log in')).toContain('feature:accountant-access');
  });

  it('reads every integration by its name, and not a common word that shares it', () => {
    const cases: [string, string][] = [
      ['Syncs with Google Calendar', 'integration:google-calendar'],
      ['Files in SharePoint', 'integration:sharepoint'],
      ['Reports in Power BI', 'integration:power-bi'],
      ['Users provisioned from Okta', 'integration:okta'],
      ['Zoom meetings from the deal', 'integration:zoom'],
      ['Connects to Zendesk', 'integration:zendesk'],
      ['Orders from Amazon and eBay', 'integration:amazon'],
      ['Payments with Square POS', 'integration:square'],
      ['Tasks from Asana and Trello', 'integration:trello'],
      ['Boards in monday.com', 'integration:monday-com'],
      ['Payroll from ADP', 'integration:adp'],
      ['Documentation in IT Glue', 'integration:it-glue'],
      ['Reminders synced with Dentrix', 'integration:practice-management'],
    ];
    for (const [text, token] of cases) expect(tokensFromNeeds(text), text).toContain(token);
    // Single sign-on through an identity provider is the SSO feature, which any SAML product meets.
    expect(tokensFromNeeds('SSO through Okta')).toContain('feature:sso');
    for (const text of ['Reports every Monday', 'A square meeting room', 'Zoom Phone for 20 staff', 'Practice management software for our CPA firm', 'Dropbox Sign for contracts', 'SSO through Okta', 'Single sign-on with Entra ID', 'Backup of Microsoft 365 mailboxes and OneDrive', 'Backup of Microsoft 365 for 150 users (mail, OneDrive, SharePoint, Teams)']) {
      expect(tokensFromNeeds(text).filter((t) => t.startsWith('integration:')), text).toEqual([]);
    }
  });

  it('does not ask to connect the software the buyer is leaving', () => {
    for (const text of ['ERP replacing QuickBooks', 'We are moving off Xero', 'QuickBooks replacement for a 90-person maker', 'Wir wollen DATEV ablösen', 'GST, payroll, QuickBooks migration']) {
      expect(tokensFromNeeds(text).filter((t) => t.startsWith('integration:')), text).toEqual([]);
    }
    expect(tokensFromNeeds('Syncs with QuickBooks')).toContain('integration:quickbooks');
    expect(tokensFromNeeds('Moving off Xero; must integrate with Shopify')).toContain('integration:shopify');
  });

  it("reads a restaurant's website: its menu and table reservations, not a booking page", () => {
    const tokens = tokensFromNeeds('Website for our restaurant with online menu, reservations and our own domain name');
    expect(tokens).toEqual(expect.arrayContaining(['family:website-builder', 'feature:online-menu', 'feature:table-reservations', 'feature:custom-domain']));
    expect(tokens).not.toContain('feature:online-booking');
    expect(tokensFromNeeds('Online booking for appointments and reservations')).toEqual(expect.arrayContaining(['feature:online-booking']));
    expect(tokensFromNeeds('Online booking for appointments and reservations')).not.toContain('feature:table-reservations');
    expect(tokensFromNeeds('IVR phone menu for our office')).not.toContain('feature:online-menu');
  });

  it("reads an estate agency's CRM, and a point-of-sale project named by its short words", () => {
    expect(tokensFromNeeds('CRM for a real estate agency: property listings, vendor and buyer contacts')).toContain('feature:real-estate-crm');
    expect(tokensFromNeeds('Estate agency CRM with viewings')).toContain('feature:real-estate-crm');
    // An agency's vendor reports go to the people selling their homes: the agency's own CRM, not sales dashboards.
    const agency = tokensFromNeeds('CRM for our real estate agency: vendor reporting, REA integration');
    expect(agency).toContain('feature:real-estate-crm');
    expect(agency).not.toContain('feature:sales-reporting');
    expect(tokensFromNeeds('Area sales reports by rep')).toContain('feature:sales-reporting');
    for (const text of ['POS for a café with 2 sites', 'ePOS for our shop', 'Two tills and a cash register']) expect(tokensFromNeeds(text), text).toContain('family:point-of-sale');
    expect(tokensFromNeeds('A positive team culture')).not.toContain('family:point-of-sale');
    // A shop that also sells face to face needs the till beside its online store, still choosing a shop.
    const stall = tokensFromNeeds('Online store for our 300 handmade products, plus selling at markets with a card reader');
    expect(stall).toContain('feature:point-of-sale');
    expect(stall.find((t) => t.startsWith('family:'))).toBe('family:ecommerce');
    expect(tokensFromNeeds('We market our products online and at trade events')).not.toContain('feature:point-of-sale');
  });

  it("reads an insurance agency's CRM: policies and renewals", () => {
    for (const text of ['CRM for an independent insurance agency with 12 producers', 'Track policies and renewals for our clients', 'CRM für Versicherungsmakler']) expect(tokensFromNeeds(text), text).toContain('feature:insurance-agency-crm');
    expect(tokensFromNeeds('CRM for our software sales team, with renewals of subscriptions')).not.toContain('feature:insurance-agency-crm');
  });

  it("reads a restaurant's till needs: tables, the kitchen's screen, online orders", () => {
    expect(tokensFromNeeds('POS for 3 restaurants: table service, kitchen display, online ordering')).toEqual(expect.arrayContaining(['feature:table-service', 'feature:kitchen-display', 'feature:online-ordering']));
    expect(tokensFromNeeds('Kassensystem mit Tischplan und Küchenmonitor')).toEqual(expect.arrayContaining(['family:point-of-sale', 'feature:table-service', 'feature:kitchen-display']));
    expect(tokensFromNeeds('Replace our spreadsheets with linked tables')).not.toContain('feature:table-service');
    expect(tokensFromNeeds('Caisse avec plan de salle et écran de cuisine')).toEqual(expect.arrayContaining(['feature:table-service', 'feature:kitchen-display']));
  });

  it('reads texting patients or customers as business SMS', () => {
    for (const text of ['Text reminders to patients', 'Two-way texting with customers', 'Send texts before appointments']) expect(tokensFromNeeds(text), text).toContain('feature:sms');
    expect(tokensFromNeeds('Full-text search of our documents')).not.toContain('feature:sms');
  });

  it("reads a French or German charity's donors, monthly gifts and tax receipts", () => {
    expect(tokensFromNeeds('Gestion des donateurs: dons en ligne, dons mensuels, reçus fiscaux automatiques')).toEqual(expect.arrayContaining(['family:donor-management', 'feature:recurring-giving', 'feature:donation-receipts']));
    expect(tokensFromNeeds('Spendenverwaltung mit Zuwendungsbestätigungen')).toEqual(expect.arrayContaining(['family:donor-management', 'feature:donation-receipts']));
  });

  it('reads Gmail as Gmail, and preparing payroll for the tax adviser as no payroll', () => {
    expect(tokensFromNeeds('Gmail integration')).toEqual(['integration:gmail']);
    expect(tokensFromNeeds('We use Google Workspace')).toEqual(['integration:google-workspace']);
    expect(tokensFromNeeds('Vorbereitende Lohnabrechnung mit DATEV-Schnittstelle')).not.toContain('feature:payroll');
  });

  it('reads the suite a backup protects as what is backed up, not as an integration', () => {
    for (const text of ['Sauvegarde de Google Workspace (Gmail, Drive) pour 40 utilisateurs', 'Microsoft 365 backup for 120 users', 'Datensicherung für Microsoft 365']) {
      const tokens = tokensFromNeeds(text);
      expect(tokens, text).toContain('feature:saas-backup');
      expect(tokens.filter((t) => t.startsWith('integration:')), text).toEqual([]);
    }
    expect(tokensFromNeeds('Laptop backup, we use Microsoft 365')).toContain('integration:microsoft-365');
  });

  it('reads where the data must stay when written in French or German', () => {
    for (const text of ['données hébergées au Canada', 'les données restent au Canada']) expect(tokensFromNeeds(text), text).toContain('compliance:hosting-ca');
    for (const text of ['données hébergées en France', 'Daten werden in Deutschland gespeichert', 'hébergement en Europe']) expect(tokensFromNeeds(text), text).toContain('compliance:hosting-eu');
    for (const [text, token] of [['Australian data hosting', 'compliance:hosting-au'], ['UK data centres', 'compliance:hosting-uk'], ['EU data residency', 'compliance:hosting-eu'], ['Canadian servers', 'compliance:hosting-ca']]) expect(tokensFromNeeds(text!), text).toContain(token);
  });

  it("reads a salon's reminders and payments at booking", () => {
    for (const text of ['Prise de rendez-vous en ligne, rappels par SMS, paiement en ligne', 'Online booking with reminders and deposits', 'Terminbuchung mit Erinnerungen und Anzahlung']) {
      expect(tokensFromNeeds(text), text).toEqual(expect.arrayContaining(['feature:booking-reminders', 'feature:payment-processing']));
    }
    expect(tokensFromNeeds('Practice management for a physiotherapy clinic: online bookings')).toContain('family:scheduling');
  });

  it("reads a SaaS team's monitoring as servers, cloud, logs and a status page, not endpoint RMM", () => {
    const tokens = tokensFromNeeds('Monitoring for our SaaS platform: 60 cloud servers on AWS, application performance, logs, alerting to PagerDuty, status page.');
    expect(tokens).toEqual(expect.arrayContaining(['feature:server-monitoring', 'feature:cloud-monitoring', 'feature:log-management', 'feature:status-pages', 'feature:on-call-scheduling']));
    expect(tokens).not.toContain('feature:remote-monitoring');
    expect(tokensFromNeeds('Audit logs and SSO')).not.toContain('feature:log-management');
    expect(tokensFromNeeds('Monitoring of 200 endpoints')).toContain('feature:remote-monitoring');
  });

  it('reads remote access as an RMM feature, not as staff working away from the office', () => {
    expect(tokensFromNeeds('RMM and PSA: patching, remote access and ticketing')).not.toContain('feature:mobile-app');
    expect(tokensFromNeeds('Half our staff work remote')).toContain('feature:mobile-app');
  });

  it('reads payroll run in DATEV by the tax adviser as the export, not as payroll; and CIS as the UK construction scheme', () => {
    const pflege = tokensFromNeeds('Schichtplanung, Zeiterfassung per App, Lohnabrechnung mit DATEV.');
    expect(pflege).not.toContain('feature:payroll');
    expect(pflege).toEqual(expect.arrayContaining(['integration:datev', 'local:DE:datev-export', 'feature:shift-scheduling']));
    expect(tokensFromNeeds('Lohnabrechnung und Zeiterfassung')).toContain('feature:payroll');
    expect(tokensFromNeeds('Bookkeeping for a building firm: CIS deductions and returns')).toContain('local:UK:cis');
    expect(tokensFromNeeds('Précis reports for our clients')).not.toContain('local:UK:cis');
  });

  it("reads a gym's class bookings and member check-in, a charity's email and shared documents, a bilingual shop", () => {
    const gym = tokensFromNeeds('Gym management for 600 members: class bookings, membership billing, check-in app, waivers');
    expect(gym).toEqual(expect.arrayContaining(['feature:class-booking', 'feature:membership-management', 'feature:member-check-in']));
    expect(tokensFromNeeds('Performance reviews and weekly check-ins')).not.toContain('feature:member-check-in');
    const salle = tokensFromNeeds('Salle de sport : 800 adhérents, réservation des cours, prélèvement des abonnements, contrôle d accès.');
    expect(salle).toEqual(expect.arrayContaining(['family:scheduling', 'feature:class-booking', 'feature:membership-management', 'feature:member-check-in']));
    const studio = tokensFromNeeds('Kursbuchung für ein Yogastudio mit 6 Trainerinnen: Mitgliedschaften, Zehnerkarten, Check-in.');
    expect(studio).toEqual(expect.arrayContaining(['family:scheduling', 'feature:class-booking', 'feature:membership-management', 'feature:member-check-in']));
    expect(tokensFromNeeds('Email, shared documents and video calls for 30 staff').find((t) => t.startsWith('family:'))).toBe('family:collaboration-suite');
    expect(tokensFromNeeds('Boutique en ligne bilingue français-anglais pour 200 produits')).toContain('feature:multilingual-site');
  });

  it('reads a "mobile friendly" website as a responsive site, not as an app for the staff', () => {
    for (const text of ['Website for a plumber: quote form, mobile friendly, own domain', 'A site that looks good on mobile', 'site adapté aux mobiles', 'mobile-responsive pages']) {
      expect(tokensFromNeeds(text), text).not.toContain('feature:mobile-app');
    }
    expect(tokensFromNeeds('A mobile app for our technicians')).toContain('feature:mobile-app');
    expect(tokensFromNeeds('Mobile Zeiterfassung für Monteure')).toContain('feature:mobile-app');
  });

  it("tells a website's chat with customers from staff chat, and French messagerie from either", () => {
    const helpDesk = tokensFromNeeds('Help desk with live chat and a knowledge base for 15 agents');
    expect(helpDesk).toContain('feature:live-chat');
    expect(helpDesk).not.toContain('feature:team-chat');
    expect(tokensFromNeeds('Team chat and video calls')).not.toContain('feature:live-chat');
    const suite = tokensFromNeeds('Messagerie, documents partagés et visioconférence');
    expect(suite).toContain('family:collaboration-suite');
    expect(suite.filter((t) => t.includes('chat'))).toEqual(['family:team-chat']);
    expect(tokensFromNeeds('Newsletters with landing pages')).not.toContain('feature:website-builder');
    expect(tokensFromNeeds('Chat with customers on our website')).not.toContain('feature:website-builder');
    expect(tokensFromNeeds("Site web vitrine pour notre cabinet d'architectes")).toContain('feature:website-builder');
    expect(tokensFromNeeds('Wir brauchen eine neue Webseite für unseren Betrieb')).toContain('feature:website-builder');
    expect(tokensFromNeeds('Live-Chat auf unserer Webseite')).not.toContain('feature:website-builder');
    expect(tokensFromNeeds('Neue Webseite mit eigener Domain')).toContain('feature:custom-domain');
    expect(tokensFromNeeds('Site vitrine avec notre nom de domaine')).toContain('feature:custom-domain');
  });

  it('names the local rules buyers write, in their own words', () => {
    expect(tokensFromNeeds('Comptabilité, TVA, export FEC et facture électronique')).toEqual(expect.arrayContaining(['local:FR:fec-export', 'local:FR:pdp-approved']));
    expect(tokensFromNeeds('Rechnungen, XRechnung, DATEV-Export, GoBD')).toEqual(expect.arrayContaining(['local:DE:xrechnung', 'local:DE:datev-export', 'local:DE:gobd']));
    expect(tokensFromNeeds('Payroll with pensions auto-enrolment')).toContain('local:UK:auto-enrolment');
    expect(tokensFromNeeds('BAS and GST, payroll with STP and super')).toEqual(expect.arrayContaining(['local:AU:gst-bas', 'local:AU:stp2', 'local:AU:superannuation']));
    expect(tokensFromNeeds('Payroll for 120 employees in 3 states')).toContain('local:US:multistate-payroll');
    expect(tokensFromNeeds('Super easy to use')).not.toContain('local:AU:superannuation');
  });

  it('reads everyday needs written in French and German', () => {
    expect(tokensFromNeeds('Gestion commerciale, stocks, achats et facturation')).toEqual(expect.arrayContaining(['feature:inventory-management', 'feature:purchasing', 'feature:invoicing']));
    expect(tokensFromNeeds('CRM en français, devis et factures')).toEqual(expect.arrayContaining(['feature:quotes', 'feature:invoicing', 'language:fr']));
    expect(tokensFromNeeds('Angebote und Rechnungen')).toEqual(expect.arrayContaining(['feature:quotes', 'feature:invoicing']));
    expect(tokensFromNeeds('Paie avec DSN, congés et notes de frais')).toEqual(expect.arrayContaining(['feature:payroll', 'local:FR:dsn', 'feature:time-off', 'feature:expense-management']));
    // "Salariés" are employees, not salaries; "formation" is training.
    const lms = tokensFromNeeds('Plateforme de formation pour former 300 salariés, parcours et certificats');
    expect(lms).toEqual(expect.arrayContaining(['family:learning-platform', 'feature:learning-paths', 'feature:certificates']));
    expect(lms).not.toContain('feature:payroll');
    expect(tokensFromNeeds('Projektmanagement mit Zeiterfassung, Urlaub und Dienstplan')).toEqual(expect.arrayContaining(['feature:time-tracking', 'feature:time-off', 'feature:shift-scheduling']));
    expect(tokensFromNeeds('E-Mail, Kalender, Dokumente und Videokonferenzen')[0]).toBe('family:collaboration-suite');
    // Sending invoices is not structured e-invoicing; an online shop is not a Shopify shop.
    expect(tokensFromNeeds('Invoicing and bank feeds')).not.toContain('feature:e-invoicing');
    expect(tokensFromNeeds('Invoicing and bank feeds')).not.toContain('feature:recurring-invoices');
    expect(tokensFromNeeds('Recurring invoices for our retainers')).toContain('feature:recurring-invoices');
    expect(tokensFromNeeds('Cloud phones with Microsoft Teams integration')).not.toContain('feature:api-access');
    expect(tokensFromNeeds('An open API and webhooks')).toContain('feature:api-access');
    expect(tokensFromNeeds('An online store for our candles')).not.toContain('integration:shopify');
    expect(tokensFromNeeds('PSA for billing our clients, plus RMM')).toEqual(expect.arrayContaining(['feature:psa-billing', 'feature:remote-monitoring']));
  });

  it('tells network and server monitoring from endpoint RMM, and reads number porting and school needs', () => {
    const network = tokensFromNeeds('Network monitoring for 2 factories: switches, firewalls, servers, alerts');
    expect(network).toEqual(expect.arrayContaining(['feature:network-monitoring', 'feature:alerting']));
    expect(network).not.toContain('feature:remote-monitoring');
    expect(tokensFromNeeds('Monitor our 50 servers and website uptime')).toEqual(['feature:server-monitoring', 'feature:uptime-monitoring']);
    // A company watching its own servers and network gear wants monitoring, not an MSP's remote agents.
    const own = tokensFromNeeds('Monitor our own 150 servers and network devices, alerting to on-call');
    expect(own).toEqual(expect.arrayContaining(['feature:server-monitoring', 'feature:network-monitoring']));
    expect(own).not.toContain('feature:remote-monitoring');
    expect(tokensFromNeeds('Monitor and patch 350 laptops')).toContain('feature:remote-monitoring');
    expect(tokensFromNeeds('VoIP phones for 6 people, keep our existing numbers')).toContain('feature:number-porting');
    expect(tokensFromNeeds('Courses, gradebook and parent communication for our school')).toEqual(expect.arrayContaining(['feature:gradebook', 'feature:parent-communication']));
    expect(tokensFromNeeds('Scheduling and dispatch for 15 HVAC technicians')).toContain('feature:dispatch-scheduling');
    const factory = tokensFromNeeds('Manufacturing ERP with MRP, shop floor control and quality management');
    expect(factory).toEqual(expect.arrayContaining(['feature:production-scheduling', 'feature:quality-management']));
    expect(factory).not.toContain('feature:point-of-sale');
  });

  it('reads telephony needs in German and French, and suggests local numbers only when asked for', () => {
    expect(tokensFromNeeds('Kundenservice-Hotline mit 12 Agenten, Warteschlangen, Anrufaufzeichnung, deutsche Nummern')).toEqual(
      expect.arrayContaining(['feature:contact-center', 'feature:call-queues', 'feature:call-recording', 'local:DE:local-numbers']),
    );
    expect(tokensFromNeeds('Standard téléphonique cloud, numéros français')).toEqual(expect.arrayContaining(['feature:auto-attendant', 'local:FR:local-numbers']));
    expect(tokensFromNeeds('Phones for three stores').some((t) => t.includes('local-numbers'))).toBe(false);
  });

  it('finds the kind of software in German and French, and where the data must stay', () => {
    expect(tokensFromNeeds('Passwort-Manager für 30 Mitarbeitende, Hosting in der EU')).toEqual(expect.arrayContaining(['family:password-management', 'compliance:hosting-eu']));
    expect(tokensFromNeeds('Einsatzplanung für 15 Heizungstechniker')).toContain('family:field-service');
    expect(tokensFromNeeds('Parents sign permission forms online')).toContain('family:e-signature');
    expect(tokensFromNeeds('Parents sign permission forms online')).not.toContain('feature:role-permissions');
    expect(tokensFromNeeds('Customers sign up online')).not.toContain('family:e-signature');
    expect(tokensFromNeeds('Backup for Microsoft 365 mailboxes, data kept in Canada')).toEqual(expect.arrayContaining(['feature:saas-backup', 'compliance:hosting-ca']));
  });

  it('reads what gyms, shops, HVAC firms, German manufacturers and Canadian payrolls ask for', () => {
    const gym = tokensFromNeeds('Members book classes in an app, recurring direct debit memberships, waitlists');
    expect(gym).toEqual(expect.arrayContaining(['feature:class-booking', 'feature:membership-management']));
    expect(tokensFromNeeds('One inbox for email, live chat, Instagram and WhatsApp messages')).toContain('feature:social-messaging');
    expect(tokensFromNeeds('Dispatching, service agreements and maintenance plans')).toContain('feature:service-agreements');
    expect(tokensFromNeeds('Variantenfertigung, Produktionsplanung, Materialwirtschaft')).toEqual(
      expect.arrayContaining(['feature:production-scheduling', 'feature:bill-of-materials', 'feature:inventory-management', 'feature:purchasing']),
    );
    expect(tokensFromNeeds('HR and payroll with T4s and ROEs')).toContain('local:CA:payroll');
    // A comma ends "bank feeds": the payroll after it is payroll, and it is Québec's.
    const quebec = tokensFromNeeds('Bank feeds, payroll for 20 employees in Québec');
    expect(quebec).toEqual(expect.arrayContaining(['feature:payroll-addon', 'local:CA:quebec-payroll']));
    expect(tokensFromNeeds('Payroll feeds into our accounting')).toContain('feature:payroll');
    expect(tokensFromNeeds('Sync into our payroll provider')).not.toContain('feature:payroll');
    // Calls are calling; queues are named when wanted.
    expect(tokensFromNeeds('Call recording for compliance')).not.toContain('feature:call-queues');
  });

  it('reads on-premises as a wish only when no cloud is offered as the alternative', () => {
    expect(tokensFromNeeds('Must run on-premises')).toContain('deployment:on-premises');
    expect(tokensFromNeeds('80 Benutzer, On-Premises oder deutsche Cloud')).toEqual(['compliance:hosting-eu']);
    expect(tokensFromNeeds('Cloud or on-premises, either is fine')).not.toContain('deployment:on-premises');
  });

  it('reads approvals, budgets, grants, German phone words and what a backup protects later in the clause', () => {
    const social = tokensFromNeeds('Social media scheduling, approval workflow, analytics reports');
    expect(social).toContain('feature:approval-workflows');
    expect(social).not.toContain('feature:marketing-automation');
    expect(tokensFromNeeds('Client approvals and proofing, time tracking against budgets')).toEqual(expect.arrayContaining(['feature:proofing', 'feature:project-budgeting']));
    expect(tokensFromNeeds('Our budget is tight')).not.toContain('feature:budgeting');
    const nfp = tokensFromNeeds('Grant tracking by project, budgets vs actuals for the board');
    expect(nfp).toEqual(expect.arrayContaining(['feature:grant-management', 'feature:project-accounting', 'feature:budgeting']));
    expect(nfp).not.toContain('feature:kanban-boards');
    expect(tokensFromNeeds('Candidate database, job board posting')).not.toContain('feature:kanban-boards');
    expect(tokensFromNeeds('Warteschleife, Ansagen außerhalb der Sprechzeiten, Rufnummern behalten')).toEqual(['feature:call-queues', 'feature:business-hours', 'feature:number-porting']);
    // An MSP manages many clients; whether it bills them from this tool or gives them a portal, it says.
    const docs = tokensFromNeeds('IT documentation for our MSP: runbooks for 60 clients');
    expect(docs).toEqual(expect.arrayContaining(['feature:it-documentation', 'feature:multi-tenant']));
    expect(docs).not.toEqual(expect.arrayContaining(['feature:psa-billing']));
    expect(docs).not.toEqual(expect.arrayContaining(['feature:client-portal']));
    for (const text of ['Wir sind ein Systemhaus mit 200 Kunden', 'RMM für unseren IT-Dienstleister', "Société d'infogérance, 40 clients"]) expect(tokensFromNeeds(text), text).toContain('feature:multi-tenant');
    for (const text of ['Fernwartung für 400 Endpunkte', 'prise en main à distance des postes']) expect(tokensFromNeeds(text), text).toContain('feature:remote-access');
    const msp = tokensFromNeeds('Backup for our MSP clients: 300 Microsoft 365 users and 40 servers');
    expect(msp).toEqual(expect.arrayContaining(['feature:saas-backup', 'feature:server-backup']));
    expect(msp).not.toContain('integration:microsoft-365');
    expect(tokensFromNeeds('Laptop backup, we use Microsoft 365')).not.toContain('feature:saas-backup');
  });

  it('reads staff without a work e-mail address and read receipts, not customers without e-mail or receipts to scan', () => {
    expect(tokensFromNeeds('Team-Chat für 300 Mitarbeiter inkl. Produktion ohne E-Mail-Adresse, Lesebestätigungen')).toEqual(expect.arrayContaining(['feature:frontline-access', 'feature:read-receipts']));
    expect(tokensFromNeeds('Employee app for 200 frontline staff with read receipts')).not.toContain('feature:receipt-capture');
    expect(tokensFromNeeds('Half our staff have no company email')).toContain('feature:frontline-access');
    expect(tokensFromNeeds('Salariés sans adresse e-mail, accusés de lecture')).toEqual(expect.arrayContaining(['feature:frontline-access', 'feature:read-receipts']));
    expect(tokensFromNeeds('Our team. We reply to customers who have no email address')).not.toContain('feature:frontline-access');
    expect(tokensFromNeeds('Scan receipts and track expenses')).toContain('feature:receipt-capture');
  });

  it("reads a charity's donors as a nonprofit CRM and its CRA receipts as donation receipts", () => {
    const charity = tokensFromNeeds('CRM for a nonprofit: donors, volunteers, CRA receipts');
    expect(charity).toEqual(expect.arrayContaining(['feature:nonprofit-crm', 'feature:donation-receipts']));
    expect(charity).not.toContain('feature:receipt-capture');
  });

  it('reads a law firm as a legal CRM wish, not a tax office', () => {
    expect(tokensFromNeeds('Client intake and matter pipeline for a 15-person law firm')).toContain('feature:legal-crm');
    expect(tokensFromNeeds('Software für unsere Anwaltskanzlei, 8 Rechtsanwälte')).toContain('feature:legal-crm');
    expect(tokensFromNeeds('Kanzleisoftware für unsere Steuerberater')).not.toContain('feature:legal-crm');
  });

  it('reads Québec French help-desk words, client portals, a count of laptops to back up, and tells stock in several warehouses from running one', () => {
    expect(tokensFromNeeds('Service à la clientèle : courriel et clavardage, base de connaissances')).toEqual(expect.arrayContaining(['family:help-desk', 'feature:live-chat', 'feature:knowledge-base']));
    expect(tokensFromNeeds('Fristen, Zeiterfassung und Mandantenportal')).toContain('feature:client-portal');
    expect(tokensFromNeeds('Suivi des missions, portail client')).toContain('feature:client-portal');
    expect(tokensFromNeeds('Backup for 250 laptops and Microsoft 365')).toContain('feature:endpoint-backup');
    const stock = tokensFromNeeds('Inventory across 2 warehouses, purchasing');
    expect(stock).toContain('feature:multi-warehouse');
    expect(stock).not.toContain('feature:warehouse-management');
    expect(tokensFromNeeds('Warehouse picking and packing with scanners, bin locations')).toContain('feature:warehouse-management');
    expect(tokensFromNeeds('Wholesale ERP with inventory, purchasing, warehouse and EDI')).toContain('feature:warehouse-management');
  });

  it("does not read HIPAA into a veterinary clinic's patients", () => {
    expect(tokensFromNeeds('Phones for a veterinary clinic with two-way texting')).not.toContain('obligation:hipaa');
    expect(tokensFromNeeds('Our vet clinic patients')).not.toContain('obligation:hipaa');
    expect(tokensFromNeeds('Phones for our medical clinic')).toContain('obligation:hipaa');
  });

  it("reads a UK letting or estate agency's own words as an estate-agency CRM", () => {
    expect(tokensFromNeeds('Track landlords and buyers, email campaigns, 10 negotiators')).toContain('feature:real-estate-crm');
    expect(tokensFromNeeds('Listings on Rightmove and Zoopla')).toContain('feature:real-estate-crm');
  });

  it('does not read what the buyer says they keep elsewhere or do without as a wish', () => {
    expect(tokensFromNeeds('HR for 40 staff: holiday booking; payroll stays with our accountant')).not.toContain('feature:payroll');
    expect(tokensFromNeeds('HR software without payroll')).not.toContain('feature:payroll');
    expect(tokensFromNeeds('Lohnabrechnung bleibt beim Steuerberater')).not.toContain('feature:payroll');
    expect(tokensFromNeeds('Payroll and HR for 40 staff')).toContain('feature:payroll');
  });

  it('reads French phone words: an automatic attendant is not automation, voicemail is not a mail suite, and a Teams integration is Teams', () => {
    const phones = tokensFromNeeds("Téléphonie IP : répondeur automatique bilingue, files d'attente, intégration Teams");
    expect(phones).toEqual(expect.arrayContaining(['feature:auto-attendant', 'feature:call-queues', 'integration:microsoft-teams']));
    expect(phones).not.toContain('feature:workflow-automation');
    const standard = tokensFromNeeds('Standard automatique, SVI et messagerie vocale');
    expect(standard).toEqual(expect.arrayContaining(['feature:auto-attendant', 'feature:voicemail']));
    expect(standard).not.toContain('family:collaboration-suite');
    expect(tokensFromNeeds('Messagerie, agenda, documents partagés')).toContain('family:collaboration-suite');
  });

  it('does not read a declined product, plan or feature as a wish, nor the product a buyer wants an alternative to', () => {
    expect(tokensFromNeeds('Must work with Google Workspace, not Microsoft 365')).toEqual(['integration:google-workspace']);
    expect(tokensFromNeeds('Anything but HubSpot')).toEqual([]);
    expect(tokensFromNeeds('No free plan please')).not.toContain('trait:free-plan');
    expect(tokensFromNeeds('No need for marketing automation')).not.toContain('feature:marketing-automation');
    expect(tokensFromNeeds('Not just Slack: Teams too')).toContain('integration:slack');
    expect(tokensFromNeeds('Sales pipeline for 60 reps, Salesforce alternative')).not.toContain('integration:salesforce');
    expect(tokensFromNeeds('We want an alternative to HubSpot')).not.toContain('integration:hubspot');
    expect(tokensFromNeeds('Sync with Salesforce')).toContain('integration:salesforce');
  });

  it('reads a later mention when the first was declined or left: leaving QuickBooks, then connecting to it', () => {
    expect(tokensFromNeeds('Outgrowing QuickBooks: inventory and purchasing, QuickBooks Online integration for accounting')).toContain('integration:quickbooks');
    expect(tokensFromNeeds('Replacing QuickBooks with something better')).not.toContain('integration:quickbooks');
    expect(tokensFromNeeds('No payroll now, but payroll for 20 staff next year')).toContain('feature:payroll');
  });

  it('reads a collaboration buyer\'s "email, calendar, documents" as mailboxes and an office suite, and leaving personal Gmail as leaving', () => {
    const suite = tokensFromNeeds('Email, calendar, documents and video meetings for 30 people, moving off personal Gmail accounts');
    expect(suite).toEqual(expect.arrayContaining(['feature:email-hosting', 'feature:office-suite', 'feature:video-meetings']));
    expect(suite).not.toContain('integration:gmail');
    expect(tokensFromNeeds('E-Mail, Kalender und Dokumente')).toContain('feature:email-hosting');
  });

  it('reads two companies with consolidated reports as multiple entities, bill pay as payables, and Square sales as Square', () => {
    const books = tokensFromNeeds('Accounting for 2 companies (a store and a holding company): consolidated reports, bill pay with approvals, Shopify and Square sales sync');
    expect(books).toEqual(expect.arrayContaining(['feature:multi-entity', 'feature:bills-payables', 'integration:square', 'integration:shopify']));
    expect(tokensFromNeeds('One consolidated inbox for email and chat')).not.toContain('feature:multi-entity');
  });

  it("reads a site's languages as a multilingual site, not as the interface language", () => {
    const site = tokensFromNeeds('A website for our consultancy: bilingual English and French pages, a contact form');
    expect(site).toContain('feature:multilingual-site');
    expect(site).not.toContain('language:fr');
    expect(tokensFromNeeds('Site web bilingue pour notre cabinet')).toContain('feature:multilingual-site');
    expect(tokensFromNeeds('Online store for our Montreal boutique in French and English, 500 products')).toContain('feature:multilingual-site');
    expect(tokensFromNeeds('Onlineshop für unser Weingut auf Deutsch und Englisch')).toContain('feature:multilingual-site');
    expect(tokensFromNeeds('Shop staff who speak French and English')).not.toContain('feature:multilingual-site');
    expect(tokensFromNeeds('French interface for our staff')).toContain('language:fr');
  });

  it("reads chat beside e-mail, or chat tickets, as customers' channel, not the team's chat", () => {
    expect(tokensFromNeeds('Help desk: email and chat tickets, knowledge base')).not.toContain('feature:team-chat');
    expect(tokensFromNeeds('Team chat for 90 people with channels')).toContain('feature:team-chat');
  });

  it('reads advanced and qualified e-signatures (eIDAS) in English, French and German', () => {
    for (const text of ['signature avancée eIDAS', 'qualified electronic signatures for loan contracts', 'qualifizierte elektronische Signatur']) expect(tokensFromNeeds(text), text).toContain('feature:advanced-signature');
    expect(tokensFromNeeds('E-signature with templates')).not.toContain('feature:advanced-signature');
  });

  it('reads abandoned carts in German and French', () => {
    for (const text of ['Automatisierungen für Warenkorbabbrecher', 'relance des paniers abandonnés', 'abandoned cart emails']) {
      expect(tokensFromNeeds(text), text).toContain('feature:abandoned-cart');
      // One automation, not product recommendations.
      expect(tokensFromNeeds(text), text).not.toContain('feature:ecommerce-marketing');
    }
  });

  it('reads an audit log or trail as one, not reports for audits', () => {
    expect(tokensFromNeeds('Audit log and SSO')).toContain('feature:audit-log');
    expect(tokensFromNeeds('Compliance training with reporting for audits')).not.toContain('feature:audit-log');
  });

  it('reads bills of materials in the plural and BOMs', () => {
    for (const text of ['bills of materials and work orders', 'BOMs and purchasing']) expect(tokensFromNeeds(text), text).toContain('feature:bill-of-materials');
  });

  it("reads being a charity as who buys, not what: another kind named wins, and with none the donor database", () => {
    const suite = tokensFromNeeds('We are a 501(c)(3) nonprofit: email, shared documents and video calls.');
    expect(suite).toContain('org:nonprofit');
    expect(suite.find((t) => t.startsWith('family:'))).toBe('family:collaboration-suite');
    expect(suite).toContain('feature:email-hosting');
    expect(suite).not.toContain('feature:donor-database');
    const donors = tokensFromNeeds('Software for our charity, about 4,000 supporters.');
    expect(donors).toEqual(expect.arrayContaining(['org:nonprofit', 'family:donor-management', 'feature:donor-database']));
  });

  it("reads a French club's dues and licences as an association's memberships", () => {
    const club = tokensFromNeeds("Gestion d'un club de football amateur : 350 licenciés, cotisations en ligne, site web du club.");
    expect(club.find((t) => t.startsWith('family:'))).toBe('family:donor-management');
    expect(club).toEqual(expect.arrayContaining(['org:nonprofit', 'feature:membership-management']));
  });

  it("reads a staff app for people without company e-mail as team chat software", () => {
    expect(tokensFromNeeds('Mitarbeiter-App für 250 gewerbliche Mitarbeiter ohne E-Mail-Adresse: News, Chat')).toEqual(expect.arrayContaining(['feature:frontline-access', 'family:team-chat']));
  });

  it("reads an Australian modern award by name or by what it sets, and a law firm's trust accounting", () => {
    for (const text of ['150 retail staff on the General Retail Industry Award', 'award interpretation and penalty rates', 'staff under the Hospitality Award 2020'])
      expect(tokensFromNeeds(text), text).toContain('local:AU:award-interpretation');
    expect(tokensFromNeeds('Winner of the Best Product Award')).not.toContain('local:AU:award-interpretation');
    for (const text of ['trust accounting and time billing', 'IOLTA reconciliation', 'client account money for a solicitors firm', 'Anderkonten für die Kanzlei'])
      expect(tokensFromNeeds(text), text).toContain('feature:trust-accounting');
  });

  it("reads a financial adviser's practice as asking for an adviser CRM, and a nonprofit's restricted funds as fund accounting", () => {
    for (const text of ['CRM for our registered investment advisor practice', 'CRM for our IFA firm, 4 advisers', 'wealth management firm with client households', 'Kundenverwaltung für unsere Vermögensberatung', 'CRM pour notre cabinet de gestion de patrimoine'])
      expect(tokensFromNeeds(text), text).toContain('feature:wealth-advisor-crm');
    expect(tokensFromNeeds('CRM for our sales team; our accountant is our only adviser')).not.toContain('feature:wealth-advisor-crm');
    for (const text of ['fund accounting for our charity', 'track donor-restricted funds', 'nonprofit accounting and Form 990 reports', 'church bookkeeping', 'comptabilité associative'])
      expect(tokensFromNeeds(text), text).toContain('feature:fund-accounting');
    // Restricted funds are a ledger, not donors to manage.
    expect(tokensFromNeeds('Accounting with donor-restricted funds')).not.toContain('feature:donor-database');
    expect(tokensFromNeeds('Simple bookkeeping for a bakery: invoices and bank feeds')).not.toContain('feature:fund-accounting');
    for (const text of ['Construction accounting for a general contractor', 'AIA billing and retainage', 'certified payroll reports', 'G702/G703 pay applications'])
      expect(tokensFromNeeds(text), text).toContain('feature:construction-accounting');
    expect(tokensFromNeeds('Accounting with progress billing for our consulting projects')).not.toContain('feature:construction-accounting');
    for (const text of ['Accounting for our 3 companies with consolidation', 'Konsolidierung der Tochtergesellschaften', 'comptes consolidés du groupe'])
      expect(tokensFromNeeds(text), text).toContain('feature:consolidation');
    expect(tokensFromNeeds('Books for our two companies, separate VAT returns')).not.toContain('feature:consolidation');
  });

  it('reads a spend management tool by kind or by name, and company cards; "track expenses" alone stays the books\' job', () => {
    expect(tokensFromNeeds('Expense management for 80 consultants: company cards, receipt capture')).toEqual(expect.arrayContaining(['feature:spend-management', 'feature:company-cards']));
    expect(tokensFromNeeds('Spesenmanagement für 70 Berater: Firmenkarten')).toEqual(expect.arrayContaining(['feature:spend-management', 'feature:company-cards']));
    expect(tokensFromNeeds('Gestion des notes de frais pour 35 collaborateurs')).toContain('feature:spend-management');
    expect(tokensFromNeeds('Simple bookkeeping: invoices, bank feeds, track expenses and receipts')).not.toContain('feature:spend-management');
    // An expense report is an employee's claim, not a financial report.
    expect(tokensFromNeeds('Spend management: company cards, expense reports')).not.toContain('feature:financial-reports');
  });

  it('reads leads as lead management, and lead scoring only when asked for', () => {
    expect(tokensFromNeeds('leads from Google and Angi, quotes')).toContain('feature:lead-management');
    expect(tokensFromNeeds('leads from Google and Angi, quotes')).not.toContain('feature:lead-scoring');
    for (const text of ['lead scoring and Salesforce sync', 'score inbound leads', 'hand MQLs to sales']) expect(tokensFromNeeds(text), text).toContain('feature:lead-scoring');
  });

  it('reads outsourced payroll, in French and German, as payroll the tool need not run', () => {
    for (const text of ['congés, entretiens annuels, paie externalisée chez notre expert-comptable', 'Lohnabrechnung ausgelagert, Urlaubsverwaltung'])
      expect(tokensFromNeeds(text), text).not.toContain('feature:payroll');
    expect(tokensFromNeeds('paie et congés')).toContain('feature:payroll');
  });

  it('takes a bare "no" after a tool as declining it, and reads French and German email sequences', () => {
    const fr = tokensFromNeeds("CRM pour notre startup SaaS : pipeline, séquences d'emails, intégration HubSpot non, données hébergées en UE");
    expect(fr).not.toContain('integration:hubspot');
    expect(fr).toContain('feature:email-sequences');
    expect(tokensFromNeeds('Integrations: Slack yes, Teams no.')).toEqual(['integration:slack']);
    // "non-negotiable" and "no longer" are not a bare "no".
    expect(tokensFromNeeds('Shopify integration non-negotiable')).toContain('integration:shopify');
    expect(tokensFromNeeds('E-Mail-Sequenzen für unser Vertriebsteam')).toContain('feature:email-sequences');
  });

  it('reads the tools a buyer is leaving, but not an edition it is moving from or a tool to connect to', () => {
    expect(integrationsLeft('Accounting with GST/HST returns, QuickBooks alternative')).toEqual(['quickbooks']);
    expect(integrationsLeft('Replacing HubSpot with something cheaper, Slack integration')).toEqual(['hubspot']);
    expect(integrationsLeft('DATEV ablösen, Lohn über Steuerberater')).toEqual(['datev']);
    expect(integrationsLeft('Projektmanagement für 60 Entwickler, Jira-Alternative')).toEqual(['jira']);
    expect(tokensFromNeeds('ERP for our manufacturer: MRP, stock, Sage 50 replacement')).not.toContain('integration:sage-accounting');
    expect(tokensFromNeeds('Projektmanagement für 60 Entwickler, Jira-Alternative')).not.toContain('integration:jira');
    // Software with no integration of its own is found by its name, capitals and all.
    expect(leavesNamed('Warenwirtschaft für den Onlinehandel, JTL-Alternative', 'JTL')).toBe(true);
    expect(leavesNamed('Replacing Pipedrive with something cheaper', 'Pipedrive')).toBe(true);
    expect(leavesNamed('We need to close deals faster, replacing spreadsheets', 'Close')).toBe(false);
    expect(leavesNamed('Pipedrive integration for our new CRM', 'Pipedrive')).toBe(false);
    expect(integrationsLeft('Moving from QuickBooks Desktop to the cloud')).toEqual([]);
    expect(integrationsLeft('ERP for our manufacturer, Sage 50 replacement')).toEqual([]);
    expect(leavesNamed('ERP for our manufacturer, Sage 50 replacement', 'Sage 50')).toBe(true);
    expect(integrationsLeft('CRM that integrates with QuickBooks')).toEqual([]);
  });

  it('reads a driving, dance or swim school as booking lessons, not as a learning platform', () => {
    for (const text of ['Scheduling for our driving school, 6 instructors, online lesson booking', 'Notre auto-école : réservation des leçons', 'Tanzschule mit Online-Kursbuchung']) {
      const tokens = tokensFromNeeds(text);
      expect(tokens, text).toContain('family:scheduling');
      expect(tokens, text).not.toContain('family:learning-platform');
    }
    expect(tokensFromNeeds('LMS for our school with 300 students')).toContain('family:learning-platform');
  });

  it("reads a clinic's visit notes, in English, French and German, and not a dashboard's charts", () => {
    for (const text of ['Practice management for our physio clinic: booking and clinical notes', 'SOAP notes and online booking', 'dossiers patients et prise de rendez-vous', 'Terminbuchung und Behandlungsdokumentation'])
      expect(tokensFromNeeds(text), text).toContain('feature:clinical-notes');
    expect(tokensFromNeeds('Dashboards with charting for our sales team')).not.toContain('feature:clinical-notes');
  });
});

