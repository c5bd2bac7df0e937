// Words and phrases from the business-needs text, mapped onto catalog vocabulary. A match
// brings the matching question forward, puts the option first and marks it as suggested.
// Tokens: feature:<id>, integration:<id>, compliance:<id>, obligation:<id>, language:<code>,
// family:<id>, trait:<id>, deployment:<id>.
import { countryCodes, type Industry } from '../../../shared/options.js';
import type { BuyerAudience } from '../../../shared/recommendations.js';
import { integrations, type Integration } from '../../../shared/catalog/vocabulary.js';

/**
 * Features named in plain words, one rule each, in English, German and French. Each token counts only
 * where the project's category offers it (a CRM's "web forms", a phone system's "voicemail").
 */
const featureWords: [RegExp, string[]][] = [
  // Making and stocking
  [/\b((lot|batch|serial)[- ](numbers?|tracking|traceability|tracing|control)|traceability|r[üu]ckverfolgbarkeit|chargen\w*|seriennummer\w*|num[ée]ros? de (lot|s[ée]rie))\b|tra[çc]abilit[ée]/i, ['feature:lot-serial-tracking']],
  // A food or chemicals maker's recipes are its bills of materials.
  [/\b(recipes?|formulas?|formulations?|rezeptur\w*)\b/i, ['feature:bill-of-materials']],
  [/\b(edi|electronic data interchange|edifact|x12|asn|advance ship(ping)? notices?)\b/i, ['feature:edi']],
  [/\b(sales orders?|customer orders?|order processing|auftragsabwicklung|kundenauftr[äa]g\w*|commandes? clients?)\b/i, ['feature:sales-orders']],
  [/\b(subscription (billing|invoicing|management)|recurring billing|subscriptions? (revenue|business)|abo-?(verwaltung|abrechnung)|facturation (r[ée]currente|des abonnements))\b/i, ['feature:subscription-billing']],
  [/\b(business intelligence|bi dashboards?|power ?bi)\b/i, ['feature:business-intelligence']],
  [/\b(fixed assets?|asset register|depreciation|anlagenbuchhaltung|anlageverm[öo]gen|abschreibung\w*|immobilisations|amortissements?)\b/i, ['feature:fixed-assets']],
  // Selling
  [/\b(e-?mail sync|sync(s|ing)? (our |with )?(e-?mails?|inbox(es)?)|inbox sync|two-way e-?mail|e-?mails? (logged|synced)|log (our )?e-?mails)\b/i, ['feature:email-sync']],
  [/\b(e-?mail templates?|e-?mail-?vorlagen|mod[èe]les? d['’]e-?mails?)\b/i, ['feature:email-templates']],
  [/\b(web ?forms?|lead (capture )?forms?|website forms?|contact forms?|kontaktformular\w*|formulaires? de contact)\b/i, ['feature:web-forms', 'feature:forms-surveys']],
  [/\b(sign-?up forms?|opt-?in forms?|pop-?ups?|newsletter (sign-?up|forms?)|anmeldeformular\w*|formulaires? d['’]inscription)\b/i, ['feature:signup-forms']],
  [/\b(custom fields?|eigene felder|benutzerdefinierte felder|champs personnalis[ée]s)\b/i, ['feature:custom-fields']],
  [/\b(multiple pipelines|(two|2|three|3|several|separate) pipelines)\b/i, ['feature:multiple-pipelines']],
  [/\b(sales territor(y|ies)|territor(y|ies) management|vertriebsgebiet\w*|secteurs? commerciaux)\b/i, ['feature:territory-management']],
  [/\b((sales )?commissions?|provisionsabrechnung\w*)\b/i, ['feature:commission-tracking']],
  [/\b(product catalog(ue)?s?|price ?books?|price lists?|produktkatalog\w*|catalogue produits?)\b/i, ['feature:product-catalog']],
  [/\b(data enrichment|enrich(ed|ing)? (contacts?|leads?|data))\b/i, ['feature:contact-enrichment']],
  [/\b(proposal tracking|document tracking|track (when )?(proposals?|quotes?)( are)? (opened|viewed))\b/i, ['feature:document-tracking']],
  [/\b(contact management|contacts? database|address book|kontaktverwaltung|gestion des contacts)\b/i, ['feature:contact-management']],
  // People
  [/\b(org(ani[sz]ation(al)?)? ?charts?|organigramm\w*|organigrammes?)\b/i, ['feature:org-chart']],
  [/\b(off-?boarding|leavers|exit interviews?)\b/i, ['feature:offboarding']],
  [/\b(employer of record|eor|hir(e|ing) (staff |people |employees )?(abroad|in other countries|internationally)|international (hires|hiring|employees))\b/i, ['feature:employer-of-record']],
  [/\b(engagement surveys?|pulse surveys?|employee surveys?|enps|mitarbeiterbefragung\w*|enqu[êe]tes? (d['’]engagement|collaborateurs))\b/i, ['feature:engagement-surveys']],
  [/\b(compensation (management|planning|reviews?)|salary (reviews?|bands|benchmark\w*)|pay (reviews?|bands)|gehaltsb[äa]nder|r[ée]visions? salariales?)\b/i, ['feature:compensation-management']],
  [/\b(training (courses|records|tracking)|learning management|e-?learning|schulungen|weiterbildung\w*|formations? (des )?(salari[ée]s|collaborateurs))\b/i, ['feature:learning-management']],
  [/\b(employee (records|files|database)|personalakte\w*|dossiers? (du personnel|des salari[ée]s))\b/i, ['feature:employee-records']],
  [/\b(self-?service|employee (app|portal)|mitarbeiter-?(app|portal))\b/i, ['feature:employee-self-service']],
  [/\b(workers['’]? comp(ensation)?)\b/i, ['feature:workers-compensation']],
  [/\b(people analytics|hr (analytics|reporting|reports)|headcount reports?)\b/i, ['feature:people-analytics']],
  // Marketing
  [/\b(transactional (e-?mails?|messages)|order confirmations?|password reset e-?mails?|smtp( relay)?|transaktions-?mails?)\b/i, ['feature:transactional-email']],
  [/\b(push notifications?|web push)\b/i, ['feature:push-notifications']],
  [/\b(webinars?)\b/i, ['feature:webinars']],
  [/\b(?<!(engagement|pulse|employee) )(surveys?|questionnaires?|umfrage\w*|sondages?)\b/i, ['feature:surveys', 'feature:forms-surveys']],
  [/\b((facebook|google|meta|linkedin|instagram|tiktok) ads|ads management|paid ads|ad campaigns?|werbeanzeigen)\b/i, ['feature:ads-management']],
  [/\b(social listening|brand mentions?|monitor(ing)? mentions)\b/i, ['feature:social-listening']],
  [/\b(content calendar|editorial calendar|redaktionsplan\w*|calendrier (éditorial|de publication))/i, ['feature:content-calendar']],
  [/\b(social inbox|unified inbox|reply to (comments|messages|dms)|comments and (dms|messages))\b/i, ['feature:social-inbox']],
  [/\b(event (registration|ticketing|tickets|management)|ticketed events?|sell tickets|galas?|veranstaltungsmanagement|billetterie)\b/i, ['feature:event-management', 'feature:event-ticketing']],
  [/\b(deliverability|dedicated ip|inbox placement)\b/i, ['feature:deliverability-tools']],
  [/\b(personali[sz]ation|personali[sz]ed (e-?mails?|content)|dynamic content)\b/i, ['feature:personalization']],
  // IT
  [/\b(network discovery|auto-?discover\w*|discover (all |new )?devices|network (maps?|mapping|topology))\b/i, ['feature:network-discovery']],
  [/\b((it |hardware )?asset (inventory|tracking)|hardware inventory|it assets?)\b/i, ['feature:asset-inventory']],
  [/\b(mdm|mobile device management|manag(e|ing) (our |staff |company )?(phones|iphones|ipads|tablets|mobile devices|macs|laptops)|intune)\b/i, ['feature:mdm', 'feature:device-management']],
  [/\b(slas?|service levels?)\b/i, ['feature:sla-management']],
  // Office and sharing
  [/\b(file (storage|sharing)|cloud storage|shared drives?|dateiablage|partage de fichiers)\b/i, ['feature:file-storage', 'feature:file-sharing']],
  // "Email and calendar" together is a mailbox, not a campaign tool; beside them, "documents" are written ones.
  [/\b(e-?mail hosting|e-?mail accounts|custom e-?mail addresses|e-?mail (on|with) our (own )?domain|business e-?mail|e-?mails?,? (and |& )?calendars?|e-?mail,? kalender|e-?mails? (und|et) (kalender|calendriers?))\b/i, ['feature:email-hosting']],
  [/\b(office suite|word processing|documents,? spreadsheets|docs and sheets|word,? excel|suite bureautique|b[üu]rosoftware|calendars?,? (and |& )?documents)\b/i, ['feature:office-suite']],
  // French: "messagerie" alone is e-mail; "messagerie vocale" is voicemail, "instantanée" is chat.
  [/\bmessagerie\b(?! (vocale|instantan[ée]e))|\b(e-?mail professionnel|bo[iî]tes? (mail|e-?mail))\b/i, ['feature:email-hosting']],
  [/\b(documents? partag[ée]s|fichiers partag[ée]s|stockage (en ligne|cloud)|gemeinsame (dokumente|dateien)|dateiablage)\b/i, ['feature:file-storage', 'feature:file-sharing']],
  // Staff with no work e-mail address: a customer "with no email address" is not one.
  [/\b(frontline|front-line|deskless|non-desk|mitarbeiter-?app|employee app|application salari[ée]s)\b|(?<!\p{L})(staff|employees|workers|team|people|drivers|mitarbeit\w*|besch[äa]ftigte\w*|salari[ée]s|employ[ée]s|[ée]quipes?)\b(?:[^.;!?]|(?<=\b(?:inkl|incl|bzw|ca|etc|usw|z\.B|e\.g|i\.e))\.){0,40}\b(without|no|ohne|keine\w*|sans) (a |an |eigene\w* |adresse )?((company|work|firmen)[- ]?)?e-?mail/iu, ['feature:frontline-access', 'family:team-chat']],
  [/\b(read receipts?|read confirmations?|lesebest[äa]tigung\w*|accus[ée]s? de lecture|confirmations? de lecture)\b/i, ['feature:read-receipts']],
  [/\b(visio-?conf[ée]rences?|visio|r[ée]unions? en ligne|videokonferenz\w*|video-?calls?|video meetings?|videotelefonie)\b/i, ['feature:video-meetings']],
  [/\b(shared (inbox(es)?|mailbox(es)?)|team inbox|gemeinsames? postfach|bo[îi]tes? (mail )?partag[ée]es?)\b/i, ['feature:shared-inbox']],
  [/\b(templates?|vorlagen|mod[èe]les?)\b/i, ['feature:templates', 'feature:document-templates']],
  [/\b(end-to-end encrypt\w*|e2ee|ende-zu-ende|zero-knowledge)\b|chiffrement de bout en bout/i, ['feature:end-to-end-encryption']],
  [/\b(corporate cards?|company cards?|expense cards?|firmenkreditkart\w*|cartes? (d['’]entreprise|affaires))\b/i, ['feature:corporate-cards']],
  [/\b(bill pay(ments?)?|pay (our )?(bills|suppliers|vendors))\b/i, ['feature:bill-pay', 'feature:bills-payables']],
  // Charities, courses, crews
  [/\bgift aid\b/i, ['feature:gift-aid']],
  [/\b(peer-to-peer|p2p fundrais\w*|fundraising pages|personal fundraising|sponsored (runs?|walks?|events?))\b/i, ['feature:peer-to-peer-fundraising']],
  [/\b(volunteers?|ehrenamt\w*|b[ée]n[ée]voles?)\b/i, ['feature:volunteer-management']],
  [/\b(scorm|xapi|tin can)\b/i, ['feature:scorm-support']],
  [/\b(virtual classrooms?|live (online )?(lessons|classes|sessions)|online classes)\b/i, ['feature:virtual-classroom']],
  [/\b(route (planning|optimi[sz]ation)|tourenplanung|optimisation (des )?tourn[ée]es)\b/i, ['feature:route-planning']],
  [/\b(rotas?|rosters?|rostering|staff schedul\w*|shifts?|dienstpl[äa]n\w*|schichtpl[äa]n\w*)\b/i, ['feature:staff-rostering']],
  [/\b(inventory (sync|across)|sync(ed|s)? (our )?(stock|inventory)|multi-?channel (inventory|selling)|sell on (amazon|ebay|etsy|instagram|facebook)|marketplaces?)\b/i, ['feature:inventory-sync']],
  [/\b(relational database|linked records|replace (our )?spreadsheets?)\b/i, ['feature:no-code-database']],
  [/\b(app builder|build (our own |internal )?apps)\b/i, ['feature:app-builder']],
  // Projects
  [/\b(milestones?|meilensteine?|jalons?)\b/i, ['feature:milestones']],
  [/\b(sub-?tasks?|unteraufgaben|sous-t[âa]ches?)\b/i, ['feature:subtasks']],
  [/\b(task lists?|to-?do lists?|checklists?)\b/i, ['feature:task-lists']],
  [/\b(calendar view|calendar of (tasks|deadlines))\b/i, ['feature:calendar-view']],
  [/\b(portfolios?|program(me)? management|multi-project overview)\b/i, ['feature:portfolio-management']],
  [/\b(request forms?|intake forms?|work requests?)\b/i, ['feature:request-forms']],
  [/\b(whiteboards?|mind ?maps?|brainstorm\w*)\b/i, ['feature:whiteboards']],
  [/\b(auto-?schedul\w*|ai schedul\w*|automatic(ally)? schedul\w*)\b/i, ['feature:ai-scheduling']],
  // Phones
  [/\b(toll-?free|freephone|free-?call|0800|1-?800|num[ée]ros? verts?)\b/i, ['feature:toll-free-numbers']],
  [/\b(voicemail|voice ?mail(box(es)?)?|anrufbeantworter|sprachbox|messagerie vocale)\b/i, ['feature:voicemail']],
  [/\b(voicemail[- ](to[- ](e-?mail|text)|transcri\w*)|transcribed voicemails?)\b/i, ['feature:voicemail-transcription']],
  [/\b(call transcri\w*|transcri\w* (of )?(our |the )?calls|call transcripts?)\b/i, ['feature:call-transcription']],
  [/\b(call (monitoring|barging|whisper\w*)|listen in|barge|whisper coaching|live monitoring)\b/i, ['feature:call-monitoring']],
  [/\b(call (analytics|reports?|reporting|stats|statistics)|wallboards?)\b/i, ['feature:call-analytics']],
  [/(?<!\b(no|without|not|don['’]t need|kein\w*|sans|pas de)\s+)\b(desk ?phones?|handsets?|ip phones?|tischtelefon\w*|yealink|polycom)\b/i, ['feature:desk-phones']],
  [/\b(e-?fax\w*|fax\w*)\b/i, ['feature:fax']],
  [/\b(power[- ]?dial\w*|auto-?dial\w*)\b/i, ['feature:power-dialer']],
  [/\b(predictive dial\w*)\b/i, ['feature:predictive-dialer']],
  [/\b(hot-?desk\w*)\b/i, ['feature:hot-desking']],
  [/\b(e911|(911|999|112) calls|emergency (calls?|calling|services)|notruf\w*|appels d['’]urgence)\b/i, ['feature:emergency-calling']],
  [/\b(ai receptionist|virtual receptionist|ai (answering|agents?) for (our )?calls|answer calls with ai)\b/i, ['feature:ai-receptionist']],
  [/\b(omni-?channel|e-?mail,? chat and (phone|voice|calls)|voice,? (e-?mail|chat))\b/i, ['feature:omnichannel-routing']],
  [/\b(workforce management|wfm|agent schedul\w*|forecast\w* (call )?volumes?)\b/i, ['feature:workforce-management']],
  [/\b(unlimited (calls|calling|minutes)|flat ?rate|appels illimit[ée]s)\b/i, ['feature:unlimited-domestic-calling']],
  [/\b(call routing|route calls|ring groups?|hunt groups?|call forwarding|forward calls|anrufweiterleitung|renvoi d['’]appels)\b/i, ['feature:call-routing']],
  // Books
  [/\b(pay (invoices )?online|payment links?|accept (card|credit card) payments|online-?zahlung\w*)\b/i, ['feature:online-payments']],
  // Access for the accountant, not an export sent to one ("DATEV-Export für den Steuerberater").
  [/\b(accountant access|(invite|give access to|share (it )?with|access for|log-?ins? for) (our |the |my )?(accountant|bookkeeper)|(accountant|bookkeeper) (can |needs to |should |must |to )?(log in|access|see|view|work in)|steuerberater-?zugang|zugang f[üu]r (den |unseren )?steuerberater|acc[èe]s (pour )?(l['’]|notre )?expert-comptable)\b/i, ['feature:accountant-access']],
  [/\b(mileage|fahrtenbuch|indemnit[ée]s kilom[ée]triques)\b/i, ['feature:mileage-tracking']],
  // Any category
  [/\b(data export|export (all )?(of )?(our )?data|csv exports?)\b/i, ['feature:data-export']],
  [/\b(2fa|two-?factor|mfa|multi-?factor)\b/i, ['feature:two-factor-auth']],
];

const rules: [RegExp, string[]][] = [
  [/\b(pipeline|deals?|opportunit)/i, ['feature:deal-pipeline']],
  // Leads are managed; scoring them is its own wish ("lead scoring", "score and qualify leads", MQLs).
  [/\bleads?\b/i, ['feature:lead-management']],
  [/\b(lead scor\w*|scor(e|es|ing) (our |the |new |inbound )?leads|qualify (our |the |inbound )?leads|MQLs?|Lead-Scoring|scoring des leads)\b/i, ['feature:lead-scoring']],
  [/forecast/i, ['feature:sales-forecasting', 'feature:cash-flow-forecasting', 'feature:demand-planning']],
  [/\b(quote|quotes|quoting|proposal|estimate|devis|angebot|angebote|kostenvoranschl[äa]ge?)s?\b/i, ['feature:quotes']],
  // A trade's quotes and invoices written on site (a field-service family feature).
  [/\b((quot\w*|estimat\w*|invoic\w*|bill\w*) (from|in|on) (the )?(field|site|job|road|van)|on[- ]site (quot|invoic)\w*|field invoic\w*)/i, ['feature:field-invoicing']],
  [/\b(e-?mail sequence|cadence|follow[- ]?ups?|outreach|s[ée]quences? (d['’]|de |des )?e-?mails?|relances? automatiques|E-?Mail-?Sequenz\w*)/i, ['feature:email-sequences', 'feature:email-tracking']],
  // Any talk of calls means calling from the app; queues only when queues are named (own rule).
  [/\b(call|calls|calling|dial|phone)\b/i, ['feature:built-in-calling']],
  [/\b(ivr|auto[- ]?attendant|phone menu|sprachmen[üu]|standard t[ée]l[ée]phonique|serveur vocal|svi\b|standard automatique|r[ée]pondeur automatique|accueil t[ée]l[ée]phonique)/i, ['feature:auto-attendant']],
  [/\b(call queues?|queues?|warteschlange\w*|warteschleife\w*|files? d['’]attente)\b/i, ['feature:call-queues']],
  [/\b(business hours|opening hours|after[- ]hours|out of hours|(au(ß|ss)erhalb der )?(sprech|öffnungs|oeffnungs|gesch[äa]fts)zeiten|heures d['’]ouverture|hors des heures)\b/i, ['feature:business-hours']],
  [/\b(anrufaufzeichnung\w*|gespr[äa]chsaufzeichnung\w*|enregistrement des appels)/i, ['feature:call-recording']],
  [/\b(local|german|french|uk|australian|canadian|us) (phone )?numbers\b|\b(deutsche|lokale) (ruf)?nummern|num[ée]ros (fran[cç]ais|locaux|g[ée]ographiques)/i, ['feature:local-numbers', ...countryCodes.map((c) => `local:${c}:local-numbers`)]],
  [/\brecord(ing)? (calls?)|call recording/i, ['feature:call-recording']],
  [/\b((contact|call) cent(er|re)|callcenter|call-center|contact-center|kundenservice-hotline|centre (d['’]appels|de contact))\b/i, ['feature:contact-center']],
  [/\bsms|\btext(ing| messag\w*| reminders?| patients| customers| clients)\b|\bsend texts\b/i, ['feature:sms', 'feature:sms-marketing']],
  [/\b((port|keep|transfer|bring)( \w+){0,2} (phone )?numbers?|number porting|(rufnummern|nummern) (behalten|mitnehmen|portieren)|rufnummernportierung|portabilit[ée] (des |du )?num[ée]ros?|garder (nos |notre )?num[ée]ros?)\b/i, ['feature:number-porting']],
  // Remote staff need the app; "remote access" and "remote monitoring" are RMM features (own rules).
  [/\b(remote(?! (access|support|control|monitor\w*|management))|hybrid|work from home|field)\b/i, ['feature:mobile-app', 'feature:remote-access']],
  // A site that is "mobile friendly" or looks right "on mobile" is a responsive site, not an app for the staff.
  [/\b(?<!((looks?|works?|views?|good|great|well|fine) on|adapt[ée]e?s? (aux?|pour les?)|version) )mobiles?(?![- ]?(friendly|responsive|optimi[sz]ed|ready|first|version|(web)?sites?|devices|visitors|traffic|screens?))|on the go|smartphone|\b(in|on|via|through|from) (an|a|the|our|their) (phone )?app\b|\b(members?|customers?|clients?|staff|employees?)['’]? apps?\b|\bapps? for (our )?(members|customers|clients|staff|employees)\b/i, ['feature:mobile-app']],
  // Gyms, clubs and charities collect memberships by direct debit.
  [/\b(direct[- ]debits?|gocardless|sepa|bacs|lastschrift\w*|pr[ée]l[èe]vements?)\b/i, ['feature:payment-processing']],
  // An approval workflow is sign-off on content, not automation (own rule below).
  [/\b((?<!\b(standard|r[ée]pondeur|accueil) )automat|(?<!\b(approval|approvals|sign[- ]?off) )workflow)/i, ['feature:workflow-automation', 'feature:automations', 'feature:marketing-automation', 'feature:automation-scripting']],
  // A SOC 2 report is an attestation, and an expense report an employee's claim, not a reporting feature.
  [/\b((?<!\bsoc ?[123]?( type (ii?|[12]))? |\bexpense |\bvendor |\blandlord |\bowner )report|dashboard|analytics|kpi|insight)/i, ['feature:sales-reporting', 'feature:dashboards', 'feature:financial-reports', 'feature:marketing-analytics', 'feature:custom-reports']],
  [/\b(inventory|stocks?|stock control|lager\w*|bestand\w*|inventaire|materialwirtschaft)\b/i, ['feature:inventory-management', 'feature:inventory-tracking']],
  // Stock in several places is multi-warehouse; a warehouse run by scanning, bins and picking is a WMS.
  [/\b(warehouses|multi-?warehouse|lagerstandorte|entrep[ôo]ts)\b/i, ['feature:multi-warehouse']],
  [/\b(warehouse(?! ?s\b)|wms|bin locations?|pick(ing)?,? (and |& )?pack\w*|put-?away|lagerverwaltung\w*|lagerpl[äa]tze|gestion (d['’])?entrep[ôo]ts?)\b/i, ['feature:warehouse-management']],
  [/\b(manufactur|production|mrp|bills? of materials?|boms?|produktionsplanung|variantenfertigung|fertigung\w*|st[üu]ckliste\w*|fabrication|nomenclatures?)\b/i, ['feature:manufacturing-mrp', 'feature:bill-of-materials', 'feature:production-scheduling']],
  // An estate agent's vendor sells a property: "vendor and buyer contacts" is not purchasing.
  [/\b(purchas|procure|supplier|(?<!buyers? and )vendor(?!s? and buyers?)|achats?\b|fournisseurs?\b|einkauf\w*|lieferanten\w*|materialwirtschaft)/i, ['feature:purchasing', 'feature:purchase-orders', 'feature:bills-payables']],
  // "Export" alone is a file ("DATEV export", "export FEC"), not foreign trade.
  [/\b(multi[- ]?currenc\w*|currencies|devises|fremdw[äa]hrung\w*|overseas (clients|customers|sales|suppliers)|export (sales|customers|markets|business)|we export|exporters?)\b/i, ['feature:multi-currency']],
  [/\b(international (calls?|calling)|call(s|ing)?( \w+){0,3} (abroad|overseas|internationally))\b/i, ['feature:international-calling']],
  // Consolidated statements across the group: more than keeping each company's books in one place.
  [/\b(consolidat\w*|konsolidier\w*|konzernabschluss\w*|intercompany eliminations?|inter-?entity eliminations?|comptes consolid[ée]s)\b/i, ['feature:consolidation']],
  [/\b(subsidiar|entities|multi[- ]?entity|several companies|group companies|consolidated (reports?|reporting|accounts|financials|statements|p&l)|(financial |group )?consolidation|holding compan(y|ies)|(two|three|four|five|[2-9]|several|multiple) (separate )?(companies|legal entities|businesses)\b|mehrere (firmen|gesellschaften|mandanten)|plusieurs soci[ée]t[ée]s)/i, ['feature:multi-entity']],
  // Sending invoices is not structured e-invoicing (XRechnung, Factur-X, Peppol): that has its own words below.
  [/\b(invoic|factur(e|es|ation)\b|rechnung(en)?\b)/i, ['feature:invoicing']],
  [/\b((recurring|repeat|monthly|subscription) (invoic\w*|billing)|factur\w* r[ée]currentes?|abonnements?|wiederkehrende rechnung\w*)\b/i, ['feature:recurring-invoices']],
  [/\b(e-?invoic|xrechnung|zugferd|factur-x|peppol)/i, ['feature:e-invoicing']],
  [/\bbank/i, ['feature:bank-feeds', 'feature:bank-reconciliation']],
  // A spend management tool (Pleo, Expensify) is asked for by name or kind; "track expenses" alone is the books' job.
  [/\b(spend management|expense management (software|platform|tools?|system|app|solution|for)|Spesenmanagement\w*|Ausgabenmanagement\w*|gestion des (notes de frais|d[ée]penses)|logiciel de notes de frais)\b/i, ['feature:spend-management', 'feature:expense-tracking', 'feature:receipt-capture']],
  [/\b((company|corporate|employee|staff|expense|prepaid|virtual) (payment |credit |debit )?cards|Firmen(kredit)?karten|Mitarbeiterkarten|cartes? (de paiement |bancaires? )?(pour les |des )?(salari[ée]s|collaborateurs|employ[ée]s))\b/i, ['feature:company-cards']],
  // A contractor's books: progress (AIA) billing, retainage and certified payroll are construction accounting's own words.
  [/\b(construction accounting|contractor accounting|accounting for (general |specialty )?contractors|retainage|retention (receivable|payable|held)|AIA (billing|progress billing|invoices?|G70[23])|G70[23]|certified payroll|WIP (reports?|schedules?) for (jobs|contracts)|Bauabrechnung\w*|Baubuchhaltung|comptabilit[ée] (du |de )?(BTP|b[âa]timent))\b/i, ['feature:construction-accounting', 'feature:project-accounting']],
  // A nonprofit's books are kept by fund; "restricted" gifts or grants must stay apart from the rest (and
  // "donor-restricted funds" is a ledger, not a donor database: the donor rule below skips it).
  [/\b(fund accounting|(donor[- ])?restricted (funds?|donations|gifts|grants|net assets)|unrestricted funds|(non-?profit|charity|church) (accounting|bookkeeping|books|accounts)|form 990|990 (returns?|reporting|filings?)|charities SORP|SORP|comptabilit[ée] (associative|des associations)|Vereinsbuchhaltung|Fondsbuchhaltung)\b/i, ['feature:fund-accounting']],
  [/\b(trust account(ing|s)?|IOLTA|client (trust )?(account )?money|client trust|Treuhandkonto|Anderkont\w*|CARPA|compte s[ée]questre)\b/i, ['feature:trust-accounting']],
  // A donor's tax receipt is a charity's duty, not an expense claim.
  [/\b((tax|donation|donor|gift|charitable|cra|official) receipts?|re[çc]us fiscaux|zuwendungsbest[äa]tigung\w*|spendenquittung\w*)/i, ['feature:donation-receipts']],
  [/\b(?<!(tax|donation|donor|gift|charitable|cra|official|read) )(receipt|expense|notes? de frais|spesen|reisekosten)/i, ['feature:receipt-capture', 'feature:expense-tracking', 'feature:expense-management']],
  // "Salariés" are employees in French, not salaries.
  // Payroll run elsewhere is not payroll: "export vers notre logiciel de paie", "DATEV-Export für die
  // Lohnabrechnung", "payroll export" ask for an export (DATEV has its own rule), not a payroll engine.
  [/(?<!\b(export\w*|exportieren|schnittstelle\w*|integrat\w*|sync\w*|connect\w*|feeds?|into|vers|zur|zum|vorbereitende\w*|pr[ée]paration( de la)?)\b[^.;:!?,]{0,40})\b(payroll|pay runs?|salary|salaries|wages|paie|lohnabrechnung\w*|gehaltsabrechnung\w*|lohn und gehalt)\b(?![ -]?(export|exports|integration|provider|software|schnittstelle|bureau))/i, ['feature:payroll', 'feature:payroll-addon', 'feature:tax-filing']],
  [/\b(hiring|recruit\w*|applicants?|candidates?|recrutement|bewerber\w*)\b/i, ['feature:applicant-tracking']],
  // An agency's recruitment CRM (asked of CRMs only): candidates placed with client companies.
  [/\b(real[- ]estate (agency|agencies|agents?|brokerage|office|team)|estate agen(cy|cies|ts?)|letting agen(cy|cies|ts?)|realtors?|realty|property (listings|management agency)|open homes?|viewings|landlords|lettings|negotiators|rightmove|zoopla|onthemarket|rea|realestate\.com\.au|domain\.com\.au|(vendor|landlord|owner) report(s|ing)?|immobilienmakler\w*|maklerb[üu]ro\w*|agences? immobili[èe]res?)\b/i, ['feature:real-estate-crm']],
  [/\b(law (firm|office|practice)s?|legal practice|matters?(?= (management|pipeline|intake))|matter management|client intake|conflicts? checks?|solicitors?|attorneys?|lawyers|paralegals?|anwaltskanzlei\w*|rechtsanw[äa]lt\w*|cabinets? d['’]avocats?|avocats)\b/i, ['feature:legal-crm']],
  // A financial adviser's CRM keeps households and accounts fed by custodians (asked of CRMs only).
  [/\b(financial (advis[eo]rs?|planners?|planning (firm|practice|business))|wealth (management|managers?|advis\w*|planning)|registered investment advis\w*|RIAs?|independent financial advis[eo]rs?|IFAs?|investment advis(ers?|ors?|ory (firm|practice|business))|advisory practice|Finanzberat\w*|Verm[öo]gensberat\w*|Verm[öo]gensverwalt\w*|conseil(lers?)? en gestion de patrimoine|gestion de patrimoine|CGPs?)\b/i, ['feature:wealth-advisor-crm']],
  [/\b(insurance (agency|agencies|agents?|brokerage|brokers?)|independent agency|polic(y|ies) (and |& )?renewals?|renewals? of polic(y|ies)|book of business|versicherungsmakler\w*|courtiers? en assurances?|cabinet de courtage)\b/i, ['feature:insurance-agency-crm']],
  [/\b(recruit(ment|ing) (crm|agency|agencies|firm|business|consultants?)|staffing (agency|agencies|firm|company)|placements?|cv parsing|job orders?|vacancies|recruiters|headhunt\w*|executive search|personalvermittlung|personaldienstleister|cabinet de recrutement)\b/i, ['feature:recruitment-crm']],
  [/\bonboard/i, ['feature:onboarding']],
  // Vacation pay and holiday pay are payroll (Canada's 4 %, UK holiday pay), not absence tracking.
  [/\b(time[- ]?off|holidays?(?! pay)|leave|absences?|vacation(?! pay)|pto|cong[ée]s(?! pay[ée]s)|urlaub\w*|abwesenheit\w*)\b/i, ['feature:time-off']],
  // Which scheduling is meant depends on the kind of software: each question offers only its own.
  [/\b(shift|rota|roster|schedul|dienstplan\w*|schichtplan\w*|plannings? (des |du )?(équipes|personnel|horaires))/i, ['feature:shift-scheduling', 'feature:appointment-scheduling', 'feature:meeting-scheduler', 'feature:dispatch-scheduling']],
  [/\b(timesheets?|time track\w*|time ?clock|clock(ing)? in|billable hours|hours|zeiterfassung|stempeluhr|suivi du temps|temps pass[ée]s?|badgeuse|pointeuse|pointage)\b/i, ['feature:time-tracking', 'feature:time-billing']],
  [/\b(performance (reviews?|management|appraisals?)|appraisals?|(annual|staff|employee) reviews|mitarbeitergespr[äa]ch\w*|leistungsbeurteilung\w*|entretiens? (annuels?|d'[ée]valuation|professionnels?))\b/i, ['feature:performance-reviews']],
  [/\b(okrs?|goal[- ]setting|goals? tracking|objectives and key results|zielvereinbarung\w*)\b/i, ['feature:goals-okrs']],
  [/\bbenefit/i, ['feature:benefits-administration']],
  [/\b(contractor|freelancer)s?/i, ['feature:contractor-payments']],
  // Reminders of a booking; taking the customer's money (online, a deposit, by card) at booking or at the till.
  [/\b(reminders?|rappels?|erinnerung\w*)\b/i, ['feature:booking-reminders']],
  // The notes of each visit: what makes a clinic's booking tool its practice software.
  [/\b((clinical|treatment|patient|consultation|session|SOAP|progress) notes|(patient|clinical) (charts?|charting|records?)|dossiers? (patients?|m[ée]dicaux)|comptes?[- ]rendus de (s[ée]ance|consultation)|behandlungsdokumentation\w*|patientenakte\w*|behandlungsnotizen|therapiedokumentation\w*)\b/i, ['feature:clinical-notes']],
  [/\b((online|card) payments?|take payments?|deposits?|paiements? (en ligne|par carte)|acomptes?|online-?zahlung\w*|kartenzahlung\w*|anzahlung\w*)\b/i, ['feature:payment-processing']],
  [/\b(gantt|timeline|dependenc)/i, ['feature:gantt-charts', 'feature:timelines', 'feature:task-dependencies']],
  // "The board" is the directors and a job board posts vacancies: only task boards are kanban.
  [/\b(kanban|(task|project|scrum|sprint|agile|trello[- ]style) boards?|boards? view)\b/i, ['feature:kanban-boards']],
  [/\b(approv(al|als|e|ing)|proofing|sign[- ]?offs?|freigabe\w*|validation client)\b/i, ['feature:proofing', 'feature:approval-workflows']],
  // A project's or a grant's budget tracked against actual spend; "a tight budget" is the price (own rule).
  [/\b(project budgets?|budgets? (vs\.?|versus|against) actuals?|against (the |our )?budgets?|budget (tracking|control|management|planning)|budgeting|budgetierung|budgetplanung|projektbudgets?|suivi (des |du )?budgets?)\b|\bbudgets?\b(?=,|\s+(and|und|et)\b)/i, ['feature:project-budgeting', 'feature:budgeting']],
  [/\b(by project|per project|job costing|project costing|project accounting|pro projekt|par projet|par chantier)\b/i, ['feature:project-accounting']],
  [/\bgrants?\b/i, ['feature:grant-management']],
  [/\b(construction|building sites?|job ?sites?|daily logs?|site (reports?|diary|diaries|inspections?)|punch ?lists?|snagging|rfis?|submittals?|baustellen?\w*|bautagebuch|m[äa]ngel\w*|chantiers?)\b/i, ['feature:site-reports']],
  // The trade itself, not a task in it: a builder's or a tax firm's own project software.
  [/\b(construction\b|baustellen?\w*|chantiers?\b|(home|house|residential|custom|commercial|volume) ?build(er|ers|ing)|building (company|companies|firm)|builders? (and|&) (contractors?|trades|remodel\w*)|general contractors?|(building|specialty|roofing|electrical|plumbing) contractors?|remodel(l)?(er|ers|ing)|renovation (company|business|firm)|bauunternehm\w*|baufirma|bauträger\w*|handwerksbetrieb\w*|entreprises? (de|du) (btp|b[âa]timent)|\bbtp\b)/i, ['feature:construction-projects']],
  [/\b((accounting|accountancy|bookkeeping|tax|cpa) (firms?|practices?|offices?)|cpa firms?|tax preparation (firm|business|practice)s?|steuerberatungs\w*|steuerberaterkanzlei\w*|steuerkanzlei\w*|cabinets? (comptables?|d['’]expertise comptable))\b/i, ['feature:accounting-practice']],
  [/\b(eidas|advanced (electronic |e-)?signatures?|qualified (electronic |e-)?signatures?|signatures? (électronique )?(avancée|qualifiée)s?|fortgeschrittene (elektronische )?signatur\w*|qualifizierte (elektronische )?signatur\w*)/i, ['feature:advanced-signature']],
  [/\b(agile|scrum|sprint)/i, ['feature:sprints-agile', 'feature:issue-tracking']],
  [/\b(resource|capacity|workload|utili[sz]ation)/i, ['feature:resource-management']],
  [/\b(client portal|clients? (can )?see|share with clients|guests?|mandantenportal|kundenportal|portails? clients?|espace client)\b/i, ['feature:guest-access', 'feature:client-portal']],
  [/\b(wiki|documentation|knowledge|base de connaissances|wissensdatenbank)/i, ['feature:docs-wiki', 'feature:knowledge-base', 'feature:it-documentation']],
  [/\bnewsletter|email (marketing|campaign)|mailing|\bemailing\b/i, ['feature:email-campaigns', 'feature:drag-drop-editor']],
  [/\blanding ?pages?\b/i, ['feature:landing-pages']],
  // "Chat with customers on our website" is not a request for a website builder.
  [/\b(website builder|(build|create|new|redesign|need|want) (a |an |our )?(new )?website|website for (a|an|our|my)|sites? (web|internet|vitrine)|(neue|eigene|professionelle) (webseite|homepage|website)|(webseite|homepage) (erstellen|bauen|gestalten)|internetauftritt)\b/i, ['feature:website-builder']],
  [/\bsocial( media)?\b/i, ['feature:social-media-management']],
  // An online shop is not a Shopify shop until the buyer says so (Shopify has its own rule).
  // An abandoned-cart email is one automation, not product recommendations: the shop's other e-mails are asked for apart.
  [/\b(abandoned[- ]carts?|cart abandon\w*|warenkorbabbr\w*|(abgebrochene|verlassene)n? warenk[öo]rb\w*|paniers? abandonn[ée]s?|relances? (de )?paniers?)/i, ['feature:abandoned-cart']],
  [/\b(e-?commerce|online[- ]?(store|shop)|webshop|web-shop|boutique en ligne|site (e-?commerce|marchand))/i, ['feature:ecommerce-marketing', 'feature:abandoned-cart', 'feature:ecommerce-store']],
  [/\bsegment/i, ['feature:segmentation']],
  [/\b(a\/b|split) test/i, ['feature:ab-testing']],
  [/\bseo\b/i, ['feature:seo-tools']],
  [/\b(own|custom|our|a) domain( name)?s?\b|\bdomain names?\b|\beigene[nrms]? (domain|internetadresse)\b|\b(nom de domaine|propre domaine)\b/i, ['feature:custom-domain']],
  // Watching a network or servers is not endpoint RMM: "network monitoring for 2 factories" wants PRTG or Auvik.
  [/\b(network (device )?monitor\w*|network (devices?|gear|equipment)|snmp|switches|firewalls|routers|monitor\w* (our (own )?|the )?networks?|netzwerk-?(monitoring|[üu]berwachung)|netzwerkger[äa]te\w*|surveillance (du |de notre )?r[ée]seau|supervision r[ée]seau|[ée]quipements r[ée]seau)\b/i, ['feature:network-monitoring']],
  [/\b(server monitor\w*|monitor\w* (our (own )?|the )?(\d+ )?servers?|application monitor\w*|apm|application performance|\d+ cloud servers|servers? (on|in) (aws|azure|gcp)|(monitoring|[üu]berwachung) (f[üu]r |von |unserer )?(\d+ )?server\w*|server-?(monitoring|[üu]berwachung)|surveillance (des |de nos )?(\d+ )?serveurs|supervision (des |de nos )?(\d+ )?serveurs)\b/i, ['feature:server-monitoring']],
  // A SaaS team watches its cloud, its logs and its status page, not a fleet of laptops.
  [/\b(aws|azure|gcp|google cloud|kubernetes|k8s|cloud (servers?|infrastructure|resources|services))\b/i, ['feature:cloud-monitoring']],
  [/\b(log management|log monitoring|logging|(application|server|system) logs|logs)\b(?<!\b(audit|activity|call|daily|site) logs)/i, ['feature:log-management']],
  [/\bstatus ?pages?\b/i, ['feature:status-pages']],
  [/\b(on-?call|pagerduty|opsgenie)\b/i, ['feature:on-call-scheduling']],
  [/\b(uptime|website monitor\w*|site down)\b/i, ['feature:uptime-monitoring']],
  [/\b(?<!network (device )?|server |application |website |cloud )monitor(ing|s|ed)?\b(?! (for |f[üu]r |von |unserer |pour |des |de nos )?(our (own )?|the )?(\d+ )?(networks?|servers?|websites?|switches|firewalls|saas|platform|app\w*|cloud|infrastructure|services?|aws|azure|server\w*|netzwerk\w*|serveurs|r[ée]seaux?)\b)/i, ['feature:remote-monitoring']],
  [/\b(alerts?|alerting|outages?)\b/i, ['feature:alerting']],
  [/\b(rmm|remote monitoring)\b/i, ['feature:remote-monitoring']],
  [/\b(psa|billing (our |the )?clients|client billing|bill (our )?clients|contracts and billing)\b/i, ['feature:psa-billing']],
  [/\bpatch/i, ['feature:patch-management', 'feature:third-party-patching']],
  [/\b(remote (access|support|control)|fernwartung|fernzugriff|fernsteuerung|prise en main [àa] distance|t[ée]l[ée]maintenance|acc[èe]s [àa] distance)/i, ['feature:remote-access']],
  [/\b((?<!(event|kitchen|concert|show|theatre|theater|raffle|gala) )ticket(?!(s|ing)? (for|to) (events?|shows?|concerts?|galas?))(?!ed events?)|help ?desk|support requests?)/i, ['feature:ticketing', 'feature:help-desk', 'feature:customer-support']],
  [/\b(msp|managed service|clients'? (devices|networks)|multi[- ]?tenant|systemh[äa]us\w*|it-dienstleister\w*|infog[ée]rance|prestataires? (de services )?informatiques?)/i, ['feature:multi-tenant']],
  [/\b((microsoft|office) 365|m365|google workspace|salesforce|saas|mailbox\w*|onedrive|sharepoint)( \w+){0,3} (backups?|sicherung)|(backups?|sauvegardes?|datensicherung|sicherung) (for|of|de|des|du|von|für|pour) (our |notre |nos |unserer? )?((microsoft|office) 365|m365|google workspace|gmail|salesforce|saas|mailbox\w*|onedrive|sharepoint|e-?mails?|messagerie)/i, ['feature:saas-backup']],
  [/\b(laptops?|desktops?|computers?|pcs|endpoints?|devices?)( \w+){0,3} backups?|backups? (for|of) (our |\d[\d,.]* )?(laptops?|desktops?|computers?|pcs|endpoints?|devices?)/i, ['feature:endpoint-backup']],
  [/\b(servers?|vms?|virtual machines?)( \w+){0,3} backups?|backups? (for|of) (our )?(servers?|vms?|virtual machines?)/i, ['feature:server-backup']],
  // "Backup for our clients: 300 Microsoft 365 users and 40 servers": what is backed up, later in the clause.
  [/\b(backups?|sauvegardes?|datensicherung)\b[^.,;!?]{0,60}\b((microsoft|office) 365|m365|google workspace|gmail|onedrive|sharepoint|mailbox\w*)\b/i, ['feature:saas-backup']],
  [/\b(backups?|sauvegardes?|datensicherung)\b[^.,;!?]{0,60}\b(servers?|serveurs?|vms?|virtual machines?)\b/i, ['feature:server-backup']],
  [/\bbackup/i, ['feature:backup']],
  [/\b(antivirus|edr|endpoint security|ransomware)/i, ['feature:endpoint-security', 'feature:edr']],
  [/\b(sign(ing|ed)? (contracts|documents|forms|agreements)|signs? (?!up\b|in\b|on\b)[\w ,]{0,40}\bonline|e-?signatures?|signature [ée]lectronique|elektronische (signatur|unterschrift))/i, ['feature:e-signature', 'feature:document-management', 'family:e-signature']],
  [/\b(password|passwort|mots? de passe)/i, ['feature:password-manager', 'family:password-management']],
  [/\b(video|meetings?|zoom)\b/i, ['feature:video-meetings']],
  // A website's chat with customers is not staff messaging; "messagerie" is French for e-mail.
  [/\b(live[- ]?chat|chat widget|website chat|web chat|chat with (our )?(customers|visitors)|clavardage|chat en direct)/i, ['feature:live-chat']],
  // Customers who write on WhatsApp, Instagram or Messenger: answered from the help desk's inbox.
  [/\b(whats ?app|instagram|facebook messages|(facebook )?messenger|social (media )?(messages|dms|channels))\b/i, ['feature:social-messaging']],
  // Chat beside e-mail or phone, or chat tickets, is a channel customers write on, not the team's own chat.
  [/\b((?<!live[- ]|website |web |(e-?mail|phone|calls?|sms|whatsapp)(,| and| &| or|\/) ?)chat(?! widget| with (our )?(customers|visitors)| (tickets?|support|conversations?|sessions?|queues?)\b)|messaging\b|instant messag)/i, ['feature:team-chat', 'feature:team-messaging']],
  // A factory's shop floor is production, not a till.
  // Selling face to face (a card reader at a market stall or a pop-up) needs a point of sale beside the online shop.
  [/\b(point of sale|pos|retail store|till|caisses?|kasse|card readers?|in[- ]person (sales|payments|selling)|sell(ing|s)? (in person|at (craft |farmers'? )?(markets?|fairs?|events|pop-?ups?))|market stalls?|pop-?up (shops?|stores?)|craft fairs?|farmers'? markets?|kartenleseger[äa]t\w*|terminal de paiement)\b/i, ['feature:point-of-sale', 'feature:pos']],
  [/\b(shop floor|shop-floor|production control|werkstatt\w*|fertigungs\w*)\b/i, ['feature:production-scheduling']],
  [/\b(quality (management|control|inspections?)|qualit[äa]tsmanagement|contr[ôo]le qualit[ée])\b/i, ['feature:quality-management']],
  [/\b(ai|artificial intelligence|copilot)\b/i, ['feature:ai-assistant', 'feature:ai-content']],
  // "Microsoft Teams integration" asks for that integration, not an open API.
  [/\b(apis?|open api|rest api|webhooks?|schnittstellen?)\b/i, ['feature:api-access']],
  [/\b(sso|single sign[- ]on|saml|okta|entra|azure ad)\b/i, ['feature:sso']],
  // A record of who did what, not the audits themselves ("reporting for audits" is reports, "audit-ready" is a wish for records).
  [/\baudit(?!s\b|ors?\b|ing\b)|\b(who changed what|change history|activity log)\b/i, ['feature:audit-log', 'feature:audit-trail']],
  [/\b(permissions?(?! (forms?|slips?))|user roles?|access control)\b/i, ['feature:role-permissions']],
  // "Gmail integration" asks for Gmail (HubSpot and Pipedrive sync Gmail), not for the whole suite.
  // What a backup protects is not an integration: "Sauvegarde de Google Workspace (Gmail, Drive)".
  [/(?<!\b(backups?|sauvegardes?|datensicherung|sicherung)\b[^.,;!?]{0,60})\b(google (workspace|apps)|g ?suite)\b(?!( \w+){0,2} (backups?|sicherung))/i, ['integration:google-workspace']],
  [/(?<!\b(backups?|sauvegardes?|datensicherung|sicherung)\b[^.,;!?]{0,60})\bgmail\b(?!( \w+){0,2} (backups?|sicherung))/i, ['integration:gmail']],
  [/(?<!\b(backups?|sauvegardes?|datensicherung|sicherung)\b[^.,;!?]{0,60})\b(microsoft 365|office 365|m365)\b(?!( \w+){0,2} (backups?|sicherung))/i, ['integration:microsoft-365']],
  [/\boutlook\b/i, ['integration:outlook']],
  // "Our sales teams" are people; Microsoft Teams is named, or connected to ("integrates with Teams").
  [/\b(ms teams|microsoft teams|teams (integration|calls?|calling|meetings?|phone|app|channels?)|int[ée]gration (avec |à |a )?(ms |microsoft )?teams|teams-(integration|anbindung)|(in|with|into|via|through|inside) (ms |microsoft )?teams\b(?! (of|that|who|which|across|in|at|and)\b))/i, ['integration:microsoft-teams']],
  [/\bslack\b/i, ['integration:slack']],
  [/\bquickbooks\b/i, ['integration:quickbooks']],
  [/\bxero\b/i, ['integration:xero']],
  [/\bsage\b/i, ['integration:sage-accounting']],
  [/\bdatev\b/i, ['integration:datev']],
  [/\bmyob\b/i, ['integration:myob']],
  [/\bshopify\b/i, ['integration:shopify']],
  [/\bwoo ?commerce\b/i, ['integration:woocommerce']],
  [/\bstripe\b/i, ['integration:stripe']],
  [/\bsalesforce\b/i, ['integration:salesforce']],
  [/\bhubspot\b/i, ['integration:hubspot']],
  [/\bzapier\b/i, ['integration:zapier']],
  [/\bjira\b/i, ['integration:jira']],
  [/\bgoogle calendar\b/i, ['integration:google-calendar']],
  [/\bgoogle drive\b/i, ['integration:google-drive']],
  [/\b(google analytics|ga4)\b/i, ['integration:google-analytics']],
  [/\b(google ads|adwords)\b/i, ['integration:google-ads']],
  // A list of what is backed up ("Backup of Microsoft 365 (mail, OneDrive, SharePoint)") runs past commas.
  [/(?<!\b(backups?|sauvegardes?|datensicherung|sicherung)\b[^.;!?]{0,80})\b(sharepoint|onedrive)\b(?!( \w+){0,2} (backups?|sicherung))/i, ['integration:sharepoint']],
  [/\b(dynamics 365|microsoft dynamics|dynamics crm|business central)\b/i, ['integration:microsoft-dynamics']],
  [/\bpower ?bi\b/i, ['integration:power-bi']],
  // "SSO with Okta" asks for single sign-on, which any SAML product meets: the identity provider named
  // there is not a further connection to look for.
  [/(?<!\b(sso|single sign[- ]on|saml|sign[- ]in|log[- ]?in)\b[^.,;!?]{0,25})\b(entra( id)?|azure ad|active directory)\b/i, ['integration:azure-ad']],
  [/(?<!\b(sso|single sign[- ]on|saml|sign[- ]in|log[- ]?in)\b[^.,;!?]{0,25})\bokta\b/i, ['integration:okta']],
  // Zoom Phone is a product of its own, not a connection to Zoom meetings.
  [/\bzoom\b(?! (phone|contact cent(er|re)|workplace))/i, ['integration:zoom']],
  [/\bpipedrive\b/i, ['integration:pipedrive']],
  [/\bzoho crm\b/i, ['integration:zoho-crm']],
  [/\bzendesk\b/i, ['integration:zendesk']],
  [/\bfreshdesk\b/i, ['integration:freshdesk']],
  [/\bintercom\b/i, ['integration:intercom']],
  [/\bnetsuite\b/i, ['integration:netsuite']],
  [/\bfreshbooks\b/i, ['integration:freshbooks']],
  [/\bzoho books\b/i, ['integration:zoho-books']],
  [/\bpaypal\b/i, ['integration:paypal']],
  // "Square" is also a word: only the payments company, named as such.
  [/\bsquare (pos|payments?|terminals?|readers?|till|register|online|for restaurants|sales|transactions)\b|\b(with|to|via|from|through|into) square\b/i, ['integration:square']],
  [/\bbigcommerce\b/i, ['integration:bigcommerce']],
  [/\bamazon\b(?! (web services|s3|ec2|connect|chime|workmail))/i, ['integration:amazon']],
  [/\bmailchimp\b/i, ['integration:mailchimp']],
  [/\bdocusign\b/i, ['integration:docusign']],
  [/\bdropbox\b(?! sign)/i, ['integration:dropbox']],
  [/\bbox\.com\b/i, ['integration:box']],
  [/\bgithub\b/i, ['integration:github']],
  [/\basana\b/i, ['integration:asana']],
  [/\btrello\b/i, ['integration:trello']],
  // "Monday" is a weekday: only monday.com, named as such.
  [/\bmonday\.com\b|\bmonday (crm|work ?os|boards?)\b/i, ['integration:monday-com']],
  [/\bgusto\b/i, ['integration:gusto']],
  [/\badp\b/i, ['integration:adp']],
  [/\bbamboo ?hr\b/i, ['integration:bamboohr']],
  [/\blinked ?in\b/i, ['integration:linkedin']],
  // Messages from Instagram answered in a help desk are its inbox (social messaging), not a connection.
  [/\b(facebook|instagram)\b(?![^.;:]{0,40}\b(messages?|dms?|messenger|inbox(es)?|comments)\b)/i, ['integration:facebook']],
  [/\bwordpress\b/i, ['integration:wordpress']],
  [/\bcalendly\b/i, ['integration:calendly']],
  [/\b(make\.com|integromat)\b/i, ['integration:make']],
  [/\bn8n\b/i, ['integration:n8n']],
  [/\bit ?glue\b/i, ['integration:it-glue']],
  [/\bconnectwise\b/i, ['integration:connectwise']],
  [/\bautotask\b/i, ['integration:autotask']],
  [/\bwebhooks?\b/i, ['integration:webhooks']],
  [/\b(dentrix|eaglesoft|open ?dental|curve dental|ezyvet|cornerstone|avimark|(dental|medical|veterinary|vet) (pms|practice (management )?(software|system)))\b/i, ['integration:practice-management']],
  // A veterinary clinic's patients are animals: HIPAA does not apply to it.
  [/\bhipaa|(?<!\b(vet|veterinary|animal|pet)( \w+)?\s)(patient|clinic|medical)|dental|health ?care\b/i, ['obligation:hipaa']],
  [/\bgdpr|data protection|dsgvo|rgpd\b/i, ['obligation:gdpr', 'obligation:uk-gdpr']],
  // Local rules, named as buyers write them; a token counts only where its country's question offers it.
  [/\b(mtd|making tax digital|vat returns?)\b/i, ['local:UK:hmrc-mtd']],
  [/\b(rti|real[- ]time information)\b/i, ['local:UK:rti-payroll']],
  [/\b(auto[- ]?enrol?ment|workplace pensions?|pensions?)\b/i, ['local:UK:auto-enrolment']],
  // "payroll for 20 employees in Québec" as well as "Québec payroll".
  [/\b(qu[eé]bec payroll|rl-?1|qpp|paie (au |du )?qu[eé]bec)\b|\b(payroll|paie)\b[^.;:!?]{0,40}\bqu[eé]bec\b/i, ['local:CA:quebec-payroll']],
  // Canada's year-end slips and records of employment are what a Canadian payroll files.
  [/\b(t4s?|roes?|records? of employment|cra remittances?)\b/i, ['local:CA:payroll']],
  [/\b(gst|hst)\b/i, ['local:CA:gst-hst', 'local:AU:gst-bas']],
  [/\b(bas|business activity statements?)\b/i, ['local:AU:gst-bas']],
  [/\bCIS\b|\b([Cc]onstruction [Ii]ndustry [Ss]cheme|[Ss]ubcontractor (tax )?deductions)\b/, ['local:UK:cis']],
  [/\b(stp|single touch payroll)\b/i, ['local:AU:stp2']],
  [/\b(award interpretation|interprets? (the )?awards?|modern awards?|award (rates|compliance|rules|conditions|pay)|penalty rates|fair work awards?)\b/i, ['local:AU:award-interpretation']],
  // An award is named with capitals: "the General Retail Industry Award", "Hospitality Award 2020".
  [/\b[A-Z][\w ]{2,40} (Industry Award|Award 20\d\d)\b/, ['local:AU:award-interpretation']],
  [/\b(superannuation|(and|with|pay|plus) super)\b/i, ['local:AU:superannuation']],
  [/\bgobd\b/i, ['local:DE:gobd']],
  [/\b(tse|kassensichv|kassengesetz|kassensicherungsverordnung)\b/i, ['local:DE:kassensichv']],
  [/\b(nf ?525|loi anti-?fraude|caisse certifi[ée]e)/i, ['local:FR:nf525']],
  [/\bdatev\b/i, ['local:DE:datev-export']],
  [/\b(xrechnung|zugferd|e-?rechnung\w*)/i, ['local:DE:xrechnung']],
  [/\b(elster|ustva|umsatzsteuer-?voranmeldung)\b/i, ['local:DE:elster']],
  [/\b(pdp|plateforme agr[ée][ée]e|facturation [ée]lectronique|factures? [ée]lectroniques?|e-invoicing mandate)/i, ['local:FR:pdp-approved', 'feature:e-invoicing']],
  [/\b(fec|fichier des [ée]critures comptables)\b/i, ['local:FR:fec-export']],
  [/\b(dsn|d[ée]claration sociale nominative)\b/i, ['local:FR:dsn']],
  [/\bsales tax\b/i, ['local:US:sales-tax']],
  [/\b1099s?\b/i, ['local:US:1099-filing']],
  [/\b(multi-?state|(several|multiple|two|three|four|five|\d+) states)\b/i, ['local:US:multistate-payroll']],
  [/\b(law ?25|loi ?25|qu[eé]bec privacy)\b/i, ['obligation:quebec-law25']],
  [/\b(pipeda)\b/i, ['obligation:pipeda']],
  [/\b(ccpa|cpra)\b/i, ['obligation:ccpa']],
  [/\bferpa\b/i, ['obligation:ferpa']],
  // The language of pages, a site or a menu is the visitors' (a multilingual site), not the interface's.
  [/\b(french|fran[cç]ais|bilingual|qu[eé]bec)\b(?![^.,;:]{0,25}\b(pages?|sites?|websites?|content|versions?|menus?)\b)/i, ['language:fr']],
  [/\b(bilingual|multilingual|multi-?language|two languages|several languages|mehrsprachig\w*|zweisprachig\w*|multilingue|bilingue)\b[^.,;:]{0,25}\b(pages?|sites?|websites?|content|shop|store|menus?|webseiten?|site web)\b|\b(websites?|sites?|pages|webseite|site web|online (store|shop)|store|shop|boutique|e-?shop|onlineshop)\b[^.;:!?]{0,40}?\b(in|en|auf) (english and french|french and english|two languages|several languages|deux langues|zwei sprachen|fran[çc]ais et anglais|anglais et fran[çc]ais|deutsch und englisch|englisch und deutsch|german and english|english and german)|\b(site web|site internet|site|pages|boutique( en ligne)?|e-?shop|online ?shop|onlineshop) (bilingue|multilingue|zweisprachig|mehrsprachig)s?\b/i, ['feature:multilingual-site']],
  [/\b(german|deutsch)\b/i, ['language:de']],
  [/\b(spanish|espa[nñ]ol)\b/i, ['language:es']],
  [/\b(donors?(?![- ]restricted)|(?<!(un)?restricted )donations?|fund ?rais|food bank|gift aid|donateurs?|dons (en ligne|mensuels|r[ée]guliers)|collecte de dons|spende\w*|spender\w*|fundraising)/i, ['family:donor-management', 'feature:donor-database', 'feature:online-donations', 'feature:nonprofit-crm']],
  // Being a charity says who is buying, not what: "a nonprofit … email, shared documents and video
  // calls" wants a collaboration suite (at its nonprofit price). With no other kind named, a
  // charity's software is its donor database (see `tokensFromNeeds`).
  [/\b(non-?profits?|not-for-profit|NFP|NGOs?|501\(c\)\(3\)|charit(y|ies|able (organi[sz]ation|trust|incorporated organi[sz]ation))|registered charit\w*|gemeinn[üu]tzig\w*|eingetragener? Verein|e\. ?V\.|associations? (loi )?(de )?1901|association [àa] but non lucratif|(notre|une|petite|votre) association|organisme[s]? (sans but lucratif|[àa] but non lucratif)|OBNL|OSBL)(?![\p{L}])/iu, ['org:nonprofit', 'feature:nonprofit-crm']],
  [/\b(recurring (gifts?|giving|donations?)|monthly (gifts?|giving|donations?|donors?)|dons mensuels|dons r[ée]guliers|dauerspende\w*)/i, ['feature:recurring-giving']],
  // A driving, dance or swim school books lessons with its instructors: a scheduling buyer, not a learning platform's.
  [/\b(lms|learning (platform|management)|e-?learning|online courses?|classroom|students?|pupils?|(?<!\b(driving|dance|dancing|swim|swimming|surf|surfing|ski|music|riding|sailing|diving|flight|flying|tennis|golf|martial arts)[- ])school)\b/i, ['family:learning-platform', 'feature:course-builder']],
  [/\b(driving|dance|dancing|swim|swimming|surf|surfing|ski|music|riding|sailing|diving|flight|flying|tennis|golf|martial arts)[- ](schools?|lessons|instructors)\b|\b(auto-?[ée]coles?|fahrschulen?|tanzschulen?|[ée]coles? de (conduite|danse|musique|surf|ski|voile|plong[ée]e))\b/i, ['family:scheduling', 'feature:online-booking']],
  // Training one's own staff is assigned and tracked; selling courses to the public is a shop.
  [/\b(compliance training|(staff|employee|mandatory) training|train(ing)? (for |of )?(our |the |new )?(staff|employees|hires|workforce))/i, ['family:learning-platform', 'feature:learning-paths']],
  [/\b(sell(ing)? (my |our )?(online )?courses|paid courses|course sales)\b/i, ['family:learning-platform', 'feature:payment-processing']],
  [/\b(formations?|former (nos|les|des) (salari[ée]s|collaborateurs|employ[ée]s|[ée]quipes)|schulung\w*|weiterbildung\w*|mitarbeiterschulung\w*)\b/i, ['family:learning-platform', 'feature:learning-paths']],
  [/\b(certificates?|certificats?|zertifikate?)\b/i, ['feature:certificates']],
  [/\b(gradebooks?|grades|grading)\b/i, ['feature:gradebook']],
  [/\bparents?\b/i, ['feature:parent-communication']],
  [/\b(quiz\w*|assessments?|tests? de connaissances)\b/i, ['feature:quizzes-assessments']],
  [/\b(learning paths?|parcours( de formation)?|lernpfade?)\b/i, ['feature:learning-paths']],
  [/\bdispatch/i, ['feature:dispatch-scheduling']],
  [/\b(field service|technicians? in the field|work orders?|dispatch|plumb|hvac|electrician|einsatzplanung|au(ß|ss)endienst|servicetechniker|heizungstechniker|monteure?|interventions? (sur le )?terrain|techniciens? (itin[ée]rants|sur le terrain))/i, ['family:field-service', 'feature:work-orders']],
  // Gyms and studios: classes with places and waitlists, and memberships sold by the month.
  [/\b((group |fitness |yoga |studio )?classes|class (bookings?|schedul\w*|timetables?|passes)|zehnerkarten?|10er-?karten?|carnets? de (cours|s[ée]ances)|r[ée]servations? (de|des) cours|wait ?lists?|cours collectifs|kurse|kursbuchung\w*)\b/i, ['feature:class-booking']],
  [/\b(check-?in(?!s)(?! and check-?out)|(members?|self)[- ]check-?ins?|check-?ins? (for|of) members|door access|access control|key ?fobs?|24\/7 access|einchecken|zutrittskontrolle|check-in des (membres|adh[ée]rents)|contr[ôo]le d['’ ]acc[èe]s)\b/i, ['feature:member-check-in']],
  // A school, college or university may buy at an education price (Google Workspace for Education, Microsoft 365 A1).
  [/\b(schools?|school district|K-?12|universit(y|ies)|colleges?|academ(y|ies)|pupils|Schulen|Schule|Grundschule|Hochschule\w*|Universit[äa]t\w*|[ée]coles?|lyc[ée]es?|coll[èe]ges?|universit[ée]s?|(education|educational|academic) (pricing|discount|licen[cs]es?))\b/iu, ['org:education']],
  // A French club's "cotisations" and "licenciés" are an association's membership dues and licences (a gym sells "abonnements").
  [/\b(cotisations?( des membres| en ligne| annuelles)?|licenci[ée]s|club (de |sportif|amateur)[^.;:]{0,20}(association|licenci[ée]s|cotisations?))\b/iu, ['org:nonprofit', 'family:donor-management', 'feature:membership-management']],
  [/\b(memberships?|members(hip)? (plans?|fees)|abonnements? (mensuels|salle)|pr[ée]l[èe]vements? des (abonnements|adh[ée]sions|cotisations)|adh[ée]sions|mitgliedschaft\w*|mitgliederverwaltung)\b/i, ['feature:membership-management']],
  // Recurring visits sold as contracts (HVAC maintenance plans, Wartungsverträge).
  [/\b(service (agreements?|contracts?|plans?)|maintenance (agreements?|contracts?|plans?)|wartungsvertr[äa]g\w*|contrats? (de maintenance|d['’]entretien))\b/i, ['feature:service-agreements']],
  // A restaurant's reservations are tables, read below, not a booking page.
  [/\b(bookings?|appointments?|(?<!\brestaurants?\b[^.]*)reservations?|practice management for (a |an |our )?(clinic|physio\w*|practice)|terminbuchung|online-?termin\w*|online-?buchung\w*|kursbuchung\w*|prise de rendez-vous|rendez-vous en ligne|r[ée]servations? (de|des) cours|(gym|fitness|yoga|pilates|dance|martial arts|crossfit) (studio|management|software|club|centre|center)s?|fitness-?studios?|yoga-?studios?|salles? de (sport|fitness|yoga)|studios? de (yoga|pilates|danse))\b/i, ['family:scheduling', 'feature:online-booking']],
  [/\b(help ?desk|support tickets?|ticketsystem|kundenservice|support client|service (à la |a la |au )?client(è|e)le|service client)/i, ['family:help-desk']],
  [/\b(online[- ]?(store|shop)|e-?commerce|sell online|webshop|web-shop|boutique en ligne|vente en ligne|site (e-?commerce|marchand)|online (verkaufen|vertreiben))/i, ['family:ecommerce']],
  [/\b(point[- ]of[- ]sale|e?pos|pos systems?|tills?|cash registers?|kassensystem\w*|registrierkasse\w*|logiciel de caisse|caisse enregistreuse)\b/i, ['family:point-of-sale']],
  [/\b(table (service|management|orders?|plan)|floor plan|split (the )?bills?|tischplan|tischverwaltung|service (à|a) table|plan de salle)\b/i, ['feature:table-service']],
  // JavaScript's \b is ASCII-only, so "écran" is matched without one.
  [/\b(kitchen (display|screens?|tickets?|printers?)|kds|k[üu]chenmonitor\w*)\b|[ée]crans? (de )?cuisine/i, ['feature:kitchen-display']],
  [/\b(table (reservations?|bookings?)|book a table|restaurant (reservations?|bookings?)|tischreservierung\w*|r[ée]servations? de tables?)\b|\brestaurants?\b[^.]*\breservations?\b/i, ['feature:table-reservations']],
  [/\b(online menus?|digital menus?|menus? (online|on (the|our) (web)?site)|(food|drinks?|lunch|dinner|restaurant|our|the) menus?|speisekarte\w*|menu en ligne|carte (du restaurant|en ligne))\b/i, ['feature:online-menu']],
  [/\b(online ordering|order(s|ing)? online|click[- ]and[- ]collect|pick-?up and delivery|takeaway orders|commandes? en ligne|online-?bestell\w*)\b/i, ['feature:online-ordering']],
  [/\b(backups?|datensicherung|sauvegardes?)\b/i, ['family:backup']],
  [/\b(website builder|(build|create|need|want) (a |an |our )?(new )?website|website for (a|an|our|my)|sites? (web|internet|vitrine)|webseite|homepage|internetauftritt)\b/i, ['family:website-builder']],
  [/\b(no-?code|low-?code|airtable|replace (our )?spreadsheets?|database apps?|work apps?)\b/i, ['family:database-apps']],
  [/\b(team[- ]?chat|chat and video|messaging app|video ?(calls?|meetings?|conferenc\w*)|videokonferenz\w*|visioconf\w*)/i, ['family:team-chat']],
  [/\b(office suite|e-?mail hosting|business e-?mail|e-?mails?,? (and |und |et )?((shared|online|gemeinsame|partag[ée]s) )?(documents?|files|dokumente|dateien|fichiers|calendars?|kalender|calendriers?|agendas?)|bureautique|messagerie(?! vocale))/i, ['family:collaboration-suite', 'feature:email-hosting']],
  // Where the data must stay: "data kept in Canada", "hébergement en Europe", "Server in Deutschland".
  [/\b(data|hosting|hosted|stored|servers?|kept|stays?)\b[\w ]{0,25}\b(in|within) (the )?(eu|european union|europe|germany|france)\b|(h[ée]berg|donn[ée]es|stock[ée]|conserv[ée])[\wéèê ]{0,30} (en|dans l['’]) ?(europe|ue|union europ[ée]enne|france)|\b(eu[- ]hosting|(hosting|server|rechenzentr\w*) in (der eu|deutschland|europa))|\bdaten[\wäöüß ]{0,30} in (der eu|deutschland|europa)\b|\b(eu|european|german|french)[- ](data )?(hosting|hosted|residency|cent(re|er)s?|servers?|cloud)\b|\b(deutsche[nr]?|europ[äa]ische[nr]?) (cloud|server\w*|rechenzentr\w*)|\bcloud (in|aus) (der eu|deutschland|europa)\b|\b(cloud|serveurs?) (fran[cç]ais|europ[ée]en)s?\b/i, ['compliance:hosting-eu']],
  [/\b(data|hosting|hosted|stored|servers?|kept|stays?)\b[\w ]{0,25}\b(in|within) (the )?(uk|united kingdom|britain)\b|\b(uk|british)[- ](data )?(hosting|hosted|residency|cent(re|er)s?|servers?)\b/i, ['compliance:hosting-uk']],
  [/\b(data|hosting|hosted|stored|servers?|kept|stays?)\b[\w ]{0,25}\b(in|within) canada\b|(h[ée]berg|donn[ée]es|stock[ée]|conserv[ée])[\wéèê ]{0,30} au canada|\bcanadian[- ](data )?(hosting|hosted|residency|cent(re|er)s?|servers?)\b/i, ['compliance:hosting-ca']],
  [/\b(data|hosting|hosted|stored|servers?|kept|stays?)\b[\w ]{0,25}\b(in|within) australia\b|\bonshore data\b|\baustralian[- ](data )?(hosting|hosted|residency|cent(re|er)s?|servers?)\b/i, ['compliance:hosting-au']],
  [/\b(data|hosting|hosted|stored|servers?|kept|stays?)\b[\w ]{0,25}\b(in|within) the (us|usa|united states)\b|\b(us|american)[- ](data )?(hosting|hosted|residency|cent(re|er)s?|servers?)\b/i, ['compliance:hosting-us']],
  [/\bsoc ?2\b/i, ['compliance:soc2']],
  [/\biso ?27001\b/i, ['compliance:iso27001']],
  [/\b(pci|card payments?|cardholder)\b/i, ['compliance:pci-dss']],
  // "On-premises or a German cloud" leaves the choice open: only an on-premises wish without a cloud alternative is one.
  [/(?<!\b(cloud|saas|hosted)\b[^.;:!?]{0,30}\b(or|oder|ou)\b[^.;:!?]{0,10})\b(on[- ]?prem\w*|self[- ]?host\w*|our own servers?)(?![^.;:!?]{0,20}\b(or|oder|ou)\b[^.;:!?]{0,25}\b(cloud|saas|hosted))/i, ['deployment:on-premises']],
  [/\b(easy|simple|quick to set up|non[- ]?technical|user[- ]friendly|intuitive)\b/i, ['trait:low-complexity']],
  // "Toll-free numbers" and "hands-free" are not a wish for a free plan.
  [/\b(cheap|affordable|low cost|tight budget|budget[- ]friendly|(?<!(toll|hands|paper|ad|tax|duty|error|hassle|fee|worry|virus|lock|cash)[- ])free)\b/i, ['trait:free-plan', 'trait:monthly-billing']],
  [/\b(grow|growing|scale|scaling|expand)/i, ['trait:scales-up']],
  ...featureWords,
];

/**
 * The tokens each matching rule suggests, one group per rule, in order of first appearance: the
 * tokens of a group are the readings of the same words ("scheduling" is a rota, a booking page or
 * a dispatch board, depending on the software).
 */
// The software a buyer is leaving is not one to connect to: "replacing QuickBooks", "moving off Xero".
const leaving = /\b(replac\w*|migrat\w* (away )?from|mov\w* (off|away from|from)|switch\w* (away )?from|instead of|(an? )?alternatives? to|outgr[eo]wn?|outgrowing|leav\w*|get(ting)? rid of|abl[öo]s\w*|ersetz\w*|wechsel\w* von|remplac\w*|quitter|sortir de)\s+((our|the|my|unser\w*|notre|nos|le|la|les) )?((current|old|existing|personal|private|free|consumer|legacy|alte\w*|actuel\w*|private?n?|persönliche\w*|personnel\w*|gratuit\w*) )?$/i;
// German puts the verb last: "DATEV ablösen", and joins the noun: "Jira-Alternative". An edition's number may come
// between ("Sage 50 replacement").
const leavingAfter = /^[\s-]*(\d{1,4}\s+)?(alternative|replacement|migration|abl[öo]sung|abl[öo]sen|ersetzen|remplacement)(?![\p{L}])/iu;
// What the buyer says they do not want from it: "payroll stays with our accountant", "HR without payroll".
// One word may come between ("no need for marketing automation"); "not just Slack" still wants Slack.
const declinedBefore = /\b(without|except|excluding|not including|no need for|(do not|don['’]t) (need|want)|other than|anything but|but not|rather than|not|no|ohne|au(ß|ss)er|kein\w*|nicht|sans|hors|pas de|pas)\s+((the|a|an|any|our|unser\w*|la|le|les|de|d['’]) ?)?((?!(just|only|nur|seulement)\b)[\p{L}-]+\s+)?$/iu;
// "Lohnabrechnung mit DATEV" (or "über den Steuerberater") is payroll run in DATEV by the tax adviser: the tool exports to it.
// A bare "no" after it ("intégration HubSpot : non", "Slack: no.") answers the buyer's own list.
const declinedAfter = /^\s*([:=]?\s*(non|nein|no)(?=\s*([,.;!?)]|$))|(mit|über|ueber|via|durch|bei) (der |dem |den |unserem |unseren )?(DATEV|Steuerberater\w*|Steuerb[üu]ro)\b|stays? (with|in-house|external)|(is |are |will be )?(done|handled|run|kept|managed|processed) (by|elsewhere|externally|outside|in another)|(is |are )?outsourced|(is |are )?not needed|bleibt (beim|bei)|reste chez|est (fait|g[ée]r[ée]) par|(est |sont )?externalis[ée]e?s?\b|(ist |wird )?ausgelagert)/iu;

// Every mention of a rule is read, not only the first: "outgrowing QuickBooks … QuickBooks Online
// integration for accounting" leaves QuickBooks and then asks to connect to it.
const everyMatch = rules.map(([pattern]) => new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`));

export function tokenGroupsFromNeeds(text: string): string[][] {
  return groupsOfRules(text, allRules);
}
const allRules = rules.map((_, r) => r);
/** The rules that say the buyer is a nonprofit (`saysNonprofit` reads only these). */
const nonprofitRules = allRules.filter((r) => rules[r]![1].includes('org:nonprofit'));
const educationRules = allRules.filter((r) => rules[r]![1].includes('org:education'));

// Schools or charities the buyer sells to, supplies or serves are its customers, not what it is:
// "we sell to schools", "IT support for local charities", "our clients are schools". "Our" in between
// keeps it the buyer's own ("software that supports our school").
const customersBefore = /\b(sell\w*|sold|suppl(y|ies|ying|ier|iers)|provid\w*|serv(e|es|ed|ing|icing)|support(s|ing)?|work(s|ing)? (with|for)|deliver\w*|cater\w*|market(s|ing)? to|install\w*|customers|clients|verkauf\w*|beliefer\w*|liefer\w*|betreu\w*|fourni\w*|vend\w*|accompagn\w*)\b(?:(?!\b(our|my|unser\w*|notre|nos|mon|ma)\b)[^.;:!?]){0,45}$/iu;
// A driving, dance or language school is a business, not an accredited school that education prices are for.
const tradeSchoolBefore = /\b(driving|dance|dancing|language|surf|surfing|ski|flight|flying|swim|swimming|cooking|coding|music|art|yoga|riding|sailing|diving|beauty|hairdressing|barber|martial arts|tutoring|auto)[- ]$/i;
const tradeSchoolAfter = /^s? (of|for) (driving|dance|dancing|languages?|surfing|music|cooking|coding|yoga|riding|sailing|diving|beauty|hairdressing|motoring)\b|^s? de (conduite|danse|langues?|musique|surf|ski|voile|plong[ée]e|cuisine|pilotage|coiffure)\b/iu;

/** This mention of a school or a charity names someone else (the buyer's customers, a trade school), not the buyer. */
function namesOthers(text: string, m: RegExpMatchArray & { index: number }, tokens: readonly string[]): boolean {
  const before = text.slice(Math.max(0, m.index - 60), m.index);
  if (customersBefore.test(before)) return true;
  return tokens.includes('org:education') && (tradeSchoolBefore.test(before) || tradeSchoolAfter.test(text.slice(m.index + m[0].length, m.index + m[0].length + 30)));
}

/** `tokenGroupsFromNeeds` over some of the rules (by index), with the same reading of each mention. */
function groupsOfRules(text: string, which: readonly number[]): string[][] {
  const found: { index: number; tokens: string[] }[] = [];
  which.forEach((r) => {
    const tokens = rules[r]![1];
    const onlyIntegrations = tokens.every((t) => t.startsWith('integration:'));
    const declinable = tokens.some((t) => t.startsWith('feature:') || t.startsWith('trait:') || t.startsWith('integration:'));
    const aboutTheOrg = tokens.some((t) => t.startsWith('org:'));
    for (const m of text.matchAll(everyMatch[r]!)) {
      if (onlyIntegrations && (leaving.test(text.slice(Math.max(0, m.index - 60), m.index)) || leavingAfter.test(text.slice(m.index + m[0].length)))) continue;
      if (aboutTheOrg && namesOthers(text, m, tokens)) continue;
      if (declinable && (declinedBefore.test(text.slice(Math.max(0, m.index - 30), m.index)) || declinedAfter.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40)))) continue;
      found.push({ index: m.index, tokens });
      return;
    }
  });
  found.sort((a, b) => a.index - b.index);
  return found.map((f) => f.tokens);
}

// "Moving from QuickBooks Desktop" leaves the desktop edition, not the vendor's online one; "Sage 50" is an edition too.
const editionAfter = /^\s*(desktop|enterprise|on-?prem\w*|server|classic|legacy|pro|premier|2\d{3}|[1-9]\d{1,2})\b/i;
const integrationRules = allRules.filter((r) => rules[r]![1].every((t) => t.startsWith('integration:')));

/** The software named between `start` and `end` is one the buyer says they are leaving, and not an edition of it. */
function leftAt(text: string, start: number, end: number): boolean {
  const after = text.slice(end);
  if (editionAfter.test(after)) return false;
  return leaving.test(text.slice(Math.max(0, start - 60), start)) || leavingAfter.test(after);
}

/**
 * The tools the buyer says they are leaving ("an alternative to QuickBooks", "replacing HubSpot",
 * "Xero ablösen"), as integration ids: the software they are replacing is not a recommendation.
 * An edition named after it ("QuickBooks Desktop") is that edition, not the vendor's other products.
 */
export function integrationsLeft(text: string): Integration[] {
  const left: Integration[] = [];
  for (const r of integrationRules) {
    for (const m of text.matchAll(everyMatch[r]!)) {
      if (!leftAt(text, m.index, m.index + m[0].length)) continue;
      for (const token of rules[r]![1]) {
        const id = token.slice('integration:'.length);
        if (id in integrations) left.push(id as Integration);
      }
      break;
    }
  }
  return [...new Set(left)];
}

// Any word of leaving at all: most needs have none, and then no product name is looked for.
const leavingWord = /(replac|alternativ|migrat|mov(e|ing)|switch|instead|outgr|leav|rid of|abl[öo]s|ersetz|wechsel|remplac|quitter|sortir)/i;

/**
 * Whether the needs say the buyer is leaving a product named this way ("JTL-Alternative", "replacing
 * Pipedrive"), for software with no integration id of its own. The brand is matched as written, capitals
 * and all, so a product named like a common word ("Close", "Float") is not read from "close" or "float".
 */
export function leavesNamed(text: string, name: string): boolean {
  if (name.length < 3 || !text.includes(name) || !leavingWord.test(text)) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'gu'))) if (leftAt(text, m.index, m.index + m[0].length)) return true;
  return false;
}

/** The products (ids) the needs say the buyer is leaving, by their name or their brand before a hyphen ("JTL" of "JTL-Wawi"). */
export function productsLeftByName(text: string, products: readonly { id: string; name: string }[]): string[] {
  if (!leavingWord.test(text)) return [];
  return products
    .filter((p) => {
      const brand = p.name.split('-')[0]!;
      return leavesNamed(text, p.name) || (brand !== p.name && leavesNamed(text, brand));
    })
    .map((p) => p.id);
}

/** The buyer says they are a nonprofit or a charity (and not that they are not one): a plan's nonprofit price is theirs. */
export function saysNonprofit(text: string): boolean {
  return groupsOfRules(text, nonprofitRules).length > 0;
}

/**
 * Whose own prices a buyer may pay: a school's (a school that is also a charity pays the school's), else a
 * nonprofit's. Education prices are for schools, colleges and universities: a buyer who filed the project
 * under another industry than education (or "other") is not one, whatever its needs say about schools.
 */
export function priceAudience(text: string, industry?: Industry): BuyerAudience | undefined {
  const couldBeASchool = industry === undefined || industry === 'education' || industry === 'other';
  if (couldBeASchool && groupsOfRules(text, educationRules).length > 0) return 'education';
  if (saysNonprofit(text)) return 'nonprofit';
  return legalFormOf(text);
}

// A business's legal form, in its own words: a plan sold to sole traders only is theirs, never a company's.
const soleTrader =
  /(?<!\p{L})(sole trader|sole proprietor(ship)?|self-employed|freelancer|i am a freelance|i'm a freelance|one-person business|just me|auto-?entrepreneur|micro-?entrepreneur|micro-?entreprise|entreprise individuelle|ind[ée]pendant|Einzelunternehm\w*|Freiberufler\w*|Solo-?Selbst[äa]ndig\w*)(?!\p{L})/iu;
const partnership = /(?<!\p{L})(partnership|LLP|limited liability partnership|GbR|Partnerschaftsgesellschaft|PartG|soci[ée]t[ée] en nom collectif)(?!\p{L})/iu;
const company = /(?<!\p{L})(limited company|ltd|llc|inc|corporation|GmbH|UG|AG|SARL|SAS|SASU|EURL|Pty Ltd|company with \d+)(?!\p{L})/iu;

/** The buyer's legal form when the needs name one that some plans are sold to only; a company's (or none said) is undefined. */
export function legalFormOf(text: string): 'sole-trader' | 'partnership' | undefined {
  if (company.test(text)) return undefined;
  if (partnership.test(text)) return 'partnership';
  return soleTrader.test(text) ? 'sole-trader' : undefined;
}

/** Vocabulary tokens suggested by the business-needs text, in order of first appearance. */
export function tokensFromNeeds(text: string): string[] {
  return tokensOfGroups(tokenGroupsFromNeeds(text));
}

/** `tokensFromNeeds` of needs already read into groups (`tokenGroupsFromNeeds`), so they are not read twice. */
export function tokensOfGroups(groups: readonly (readonly string[])[]): string[] {
  const tokens = new Set(groups.flat());
  // A charity that names no other kind of software is choosing its donor database.
  if (tokens.has('org:nonprofit') && ![...tokens].some((t) => t.startsWith('family:')))
    for (const t of ['family:donor-management', 'feature:donor-database', 'feature:online-donations']) tokens.add(t);
  return [...tokens];
}
