import { describe, expect, it } from 'vitest';
import { companiesFromNeeds, volumesFromNeeds } from './needs-volumes.js';

describe('volumesFromNeeds', () => {
  it('reads the counts buyers write, each as the volume it counts', () => {
    expect(volumesFromNeeds('Contact centre for 40 agents: inbound call queues')).toEqual({ agents: 40, users: 40 });
    expect(volumesFromNeeds('Phones for 3 dental offices with 25 lines')).toEqual({ sites: 3, users: 25 });
    expect(volumesFromNeeds('HR and payroll for a 70-person software company')).toEqual({ employees: 70 });
    expect(volumesFromNeeds('Rotas for 2 restaurants with 45 hourly staff')).toEqual({ sites: 2, employees: 45 });
    expect(volumesFromNeeds('RMM for 1,500 endpoints for 40 clients')).toEqual({ endpoints: 1500 });
    expect(volumesFromNeeds('We send 50k emails a month to 8,000 subscribers')).toEqual({ sends: 50000, contacts: 8000 });
  });

  it('adds up devices and places of different kinds, and counts a team\'s technicians as its users', () => {
    expect(volumesFromNeeds('Monitoring für 150 Server und 300 Netzwerkgeräte')).toEqual({ endpoints: 450 });
    expect(volumesFromNeeds('Backup for 300 laptops and 40 servers')).toEqual({ endpoints: 340 });
    expect(volumesFromNeeds('Tills for 3 stores and 2 warehouses')).toEqual({ sites: 5 });
    expect(volumesFromNeeds('CRM for our IFA practice, 4 advisers and 2 paraplanners')).toEqual({ users: 4 });
    // The people of one team are the seats it needs; the people of a company are its employees.
    expect(volumesFromNeeds('CRM for our sales team of 8 people, pipeline and quotes')).toEqual({ users: 8, employees: 8 });
    expect(volumesFromNeeds('CRM für unser Vertriebsteam mit 8 Leuten')).toEqual({ users: 8, employees: 8 });
    expect(volumesFromNeeds('CRM pour notre équipe commerciale de 8 personnes')).toEqual({ users: 8, employees: 8 });
    expect(volumesFromNeeds('HR for our company of 30 people')).toEqual({ employees: 30 });
    // A one-person business is one seat, not a share of its band's typical headcount.
    expect(volumesFromNeeds('CRM for my photography business: proposals and invoices, just me')).toEqual({ users: 1, employees: 1 });
    expect(volumesFromNeeds('Just me and 3 staff')).toEqual({ employees: 3 });
    expect(volumesFromNeeds('8 technicians on the road')).toEqual({ technicians: 8, users: 8 });
    expect(volumesFromNeeds('RMM for 1,500 endpoints for 40 clients')).toEqual({ endpoints: 1500 });
  });

  it('reads German and French counts, with German and French thousands', () => {
    expect(volumesFromNeeds('Emailing pour 8 000 contacts')).toEqual({ contacts: 8000 });
    expect(volumesFromNeeds('Newsletter an 12.000 Empfänger')).toEqual({ contacts: 12000 });
    expect(volumesFromNeeds('Auftragsverwaltung mit 15 Monteuren')).toEqual({ users: 15 });
    expect(volumesFromNeeds('Logiciel RH pour 80 salariés')).toEqual({ employees: 80 });
  });

  it('counts a monthly volume only when it is said to be monthly', () => {
    expect(volumesFromNeeds('about 1,200 tickets a month')).toEqual({ tickets: 1200 });
    expect(volumesFromNeeds('we have 150 tickets open')).toEqual({});
    expect(volumesFromNeeds('400 jobs per month and 12 technicians')).toEqual({ jobs: 400, technicians: 12, users: 12 });
  });

  it('does not read a number in a product or standard name as a count', () => {
    expect(volumesFromNeeds('Backup of Microsoft 365 users')).toEqual({});
    expect(volumesFromNeeds('ISO 27001 certified, for 20 users')).toEqual({ users: 20 });
    expect(volumesFromNeeds('Version 2.5 users')).toEqual({});
  });

  it('counts social profiles only when they are social: a CRM\'s accounts and a shop\'s channels are not', () => {
    expect(volumesFromNeeds('Scheduling for 12 Instagram accounts and 3 LinkedIn pages')).toEqual({ profiles: 15 });
    expect(volumesFromNeeds('We manage 45 social profiles for clients')).toEqual({ profiles: 45 });
    expect(volumesFromNeeds('20 Social-Media-Konten verwalten')).toEqual({ profiles: 20 });
    expect(volumesFromNeeds('gérer 12 réseaux sociaux')).toEqual({ profiles: 12 });
    expect(volumesFromNeeds('500 accounts in the CRM, selling on 3 channels')).toEqual({});
  });

  it('counts German endpoints (Endpunkte)', () => {
    expect(volumesFromNeeds('Fernwartung für 400 Endpunkte unserer Kunden')).toEqual({ endpoints: 400 });
  });

  it("counts an agency's brands as a profile on each network it names, and not without networks", () => {
    expect(volumesFromNeeds('Scheduling for 20 client brands on Instagram, Facebook, LinkedIn and TikTok')).toEqual({ profiles: 80 });
    expect(volumesFromNeeds('Réseaux sociaux pour 8 marques sur Instagram et Facebook')).toEqual({ profiles: 16 });
    // Profiles counted network by network are the brands' own: not added to brands × networks.
    expect(volumesFromNeeds('Approvals for 20 client brands: 30 Instagram accounts and 12 LinkedIn pages.')).toEqual({ profiles: 42 });
    expect(volumesFromNeeds('We manage 12 brands for our clients')).toEqual({});
  });

  it('counts POS terminals as tills and account managers as users', () => {
    expect(volumesFromNeeds('POS for 3 restaurants, 12 terminals in all')).toEqual({ sites: 3, tills: 12 });
    expect(volumesFromNeeds('6 account managers')).toEqual({ users: 6 });
    expect(volumesFromNeeds('Practice management for a 20-attorney law firm')).toEqual({ users: 20 });
  });

  it('counts the companies a buyer keeps books for, only when they are its own', () => {
    expect(companiesFromNeeds('Accounting for our 3 companies with consolidation')).toBe(3);
    expect(companiesFromNeeds('Bookkeeping for two legal entities, UK and Ireland')).toBe(2);
    expect(companiesFromNeeds('Buchhaltung für unsere drei Gesellschaften')).toBe(3);
    expect(companiesFromNeeds('Comptabilité de nos deux sociétés')).toBe(2);
    // An accountant's clients, a sector's firms and one company are not the buyer's companies.
    expect(companiesFromNeeds('We keep the books for 40 companies')).toBeUndefined();
    expect(companiesFromNeeds('We work with 5 companies in our sector')).toBeUndefined();
    expect(companiesFromNeeds('Accounting for our company')).toBeUndefined();
  });

  it("counts an online shop's products, in English, German and French", () => {
    expect(volumesFromNeeds('Online store for our candle business, 300 products')).toEqual({ products: 300 });
    expect(volumesFromNeeds('Online-Shop für unsere Weinhandlung mit 200 Produkten')).toEqual({ products: 200 });
    expect(volumesFromNeeds('Boutique en ligne, 150 produits')).toEqual({ products: 150 });
  });

  it('counts German extensions and French lines as phone users', () => {
    expect(volumesFromNeeds('Telefonanlage mit 8 Nebenstellen für unsere Praxis')).toEqual({ users: 8 });
    expect(volumesFromNeeds('Standard téléphonique pour 12 lignes')).toEqual({ users: 12 });
  });

  it("counts an e-signature team's senders as its users", () => {
    expect(volumesFromNeeds('E-signature for sales contracts, 15 senders, templates')).toEqual({ users: 15 });
    expect(volumesFromNeeds('Elektronische Signatur für 8 Absender')).toEqual({ users: 8 });
  });

  it('counts a shop\'s customers as contacts and a network\'s switches and access points as devices', () => {
    expect(volumesFromNeeds('SMS and email marketing for a beauty shop with 2,000 customers')).toEqual({ contacts: 2000 });
    expect(volumesFromNeeds('Newsletter an 3.500 Kunden')).toEqual({ contacts: 3500 });
    expect(volumesFromNeeds('Monitor 60 switches, 120 wireless access points, 25 servers')).toEqual({ endpoints: 205 });
    expect(volumesFromNeeds('Überwachung von 80 Servern und 40 Switches')).toEqual({ endpoints: 120 });
    expect(volumesFromNeeds('30 client accounts')).toEqual({});
  });

  it("counts a practice's doctors or a salon's stylists as booking calendars, in \"Other\" software only", () => {
    expect(volumesFromNeeds('Online-Terminbuchung für eine Hausarztpraxis mit 3 Ärzten', 'other')).toEqual({ users: 3 });
    expect(volumesFromNeeds('Prise de rendez-vous, 5 coiffeuses, rappels par SMS', 'other')).toEqual({ users: 5 });
    // A clinic's phone system is for its whole staff, not its 3 doctors.
    expect(volumesFromNeeds('Phones for a clinic with 3 doctors', 'telephony')).toEqual({});
  });

  it("counts an agency's team members and a charity's staff users as users, not as a mailing list's members", () => {
    expect(volumesFromNeeds('client approvals, reports with our logo, 6 team members')).toEqual({ users: 6 });
    expect(volumesFromNeeds('wealth screening, 12 staff users')).toEqual({ users: 12 });
  });

  it("counts an estate agency's or an insurer's agents as its users, not as contact-centre agents", () => {
    expect(volumesFromNeeds('Phones for a real estate agency with 25 agents on mobiles')).toEqual({ users: 25 });
    expect(volumesFromNeeds('CRM for an insurance agency, 12 agents')).toEqual({ users: 12 });
    expect(volumesFromNeeds('Contact centre for 40 agents: inbound call queues')).toEqual({ agents: 40, users: 40 });
  });

  it("counts a trade's plumbers or electricians as its technicians", () => {
    expect(volumesFromNeeds('Job management for a plumbing business with 6 plumbers')).toEqual({ technicians: 6, users: 6 });
  });

  it("counts a payroll bureau's payslips as the people it pays, and a club's licence holders and a Verein's members as its list", () => {
    expect(volumesFromNeeds('a payroll bureau running about 900 payslips a month for 40 client companies')).toEqual({ employees: 900 });
    expect(volumesFromNeeds('club de football : 350 licenciés')).toEqual({ contacts: 350 });
    expect(volumesFromNeeds('Verein mit 300 Mitgliedern')).toEqual({ contacts: 300 });
  });
});

