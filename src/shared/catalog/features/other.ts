// "Other" covers the staples a small business also buys; each feature names the job it does.
export const otherFeatures = {
  'office-suite': 'Office suite (documents, spreadsheets, slides)',
  'email-hosting': 'Business email hosting',
  'file-storage': 'Cloud file storage and sharing',
  'team-chat': 'Team chat',
  'video-meetings': 'Video meetings',
  // Employee apps reach staff on the shop floor or the road, who have no company e-mail address or desk.
  'frontline-access': 'Access for staff without a company e-mail address',
  'read-receipts': 'Announcements with read receipts',
  webinars: 'Webinars',
  'help-desk': 'Help desk ticketing',
  'live-chat': 'Live chat widget',
  'knowledge-base': 'Knowledge base',
  'shared-inbox': 'Shared inbox',
  // Shops answer customers where they write: WhatsApp, Instagram and Facebook Messenger.
  'social-messaging': 'WhatsApp, Instagram and Messenger in the inbox',
  'e-signature': 'Electronic signatures',
  // EU law (eIDAS) grades signatures: contracts such as loans and leases often need an advanced or qualified one.
  'advanced-signature': 'Advanced or qualified e-signatures (eIDAS)',
  'document-templates': 'Document templates',
  'password-manager': 'Password management',
  'ecommerce-store': 'Online store',
  'point-of-sale': 'Point of sale',
  'payment-processing': 'Payment processing',
  // A restaurant's till is not a shop's: tables and courses, the kitchen's screen, orders placed online.
  'table-service': 'Table service (floor plan, courses, split bills)',
  'kitchen-display': 'Kitchen display and kitchen tickets',
  'online-ordering': 'Online ordering for pickup and delivery',
  // A restaurant's website is its menu and its reservations book.
  'online-menu': 'Restaurant menu on the website',
  'table-reservations': 'Table reservations',
  'expense-management': 'Expense management',
  'corporate-cards': 'Corporate cards',
  'bill-pay': 'Bill payments',
  'appointment-scheduling': 'Appointment scheduling',
  'website-builder': 'Website builder',
  // Free website and shop plans serve the site on the vendor's address, with its branding.
  'custom-domain': 'Your own domain name',
  // A Canadian or Swiss firm's site in two languages: the visitors' languages, not the editor's.
  'multilingual-site': 'Website in several languages',
  'forms-surveys': 'Forms and surveys',
  'endpoint-backup': 'Laptop and desktop backup',
  'device-management': 'Device management',
  'identity-management': 'Identity and access management',
  // Donor management / nonprofit CRM
  'donor-database': 'Donor database and giving history',
  'online-donations': 'Online donation forms',
  'recurring-giving': 'Recurring giving',
  'donation-receipts': 'Donation tax receipts',
  'gift-aid': 'UK Gift Aid claims',
  'peer-to-peer-fundraising': 'Peer-to-peer fundraising pages',
  'grant-management': 'Grant tracking',
  'volunteer-management': 'Volunteer management',
  'membership-management': 'Membership management',
  'event-ticketing': 'Event registration and ticketing',
  // Learning platforms
  'course-builder': 'Course builder',
  'quizzes-assessments': 'Quizzes and assessments',
  certificates: 'Certificates of completion',
  'scorm-support': 'SCORM / xAPI content',
  'virtual-classroom': 'Virtual classroom',
  'learning-paths': 'Learning paths and assignments',
  gradebook: 'Gradebook',
  'parent-communication': 'Parent and guardian communication',
  // Field service and scheduling
  'work-orders': 'Work orders and jobs',
  'dispatch-scheduling': 'Dispatch and technician scheduling',
  'route-planning': 'Route planning',
  'field-invoicing': 'Quotes and invoices from the field',
  // HVAC, plumbing and pest-control firms live on recurring visits sold as contracts.
  'service-agreements': 'Service agreements and maintenance plans',
  'online-booking': 'Online booking page',
  'booking-reminders': 'Booking reminders (email/SMS)',
  // Gyms and studios book classes, not one-to-one appointments.
  'class-booking': 'Group class booking (capacity, waitlists)',
  // A gym's or studio's members check themselves in (app, barcode, kiosk or door access): a meeting scheduler does not.
  'member-check-in': 'Member check-in (app, kiosk, barcode or door access)',
  'staff-rostering': 'Staff rostering',
  // A clinic's booking tool is its practice software when it keeps the notes of each visit (Cliniko, Jane):
  // a salon's or a meeting scheduler does not.
  'clinical-notes': 'Clinical notes and patient charts',
  // Backup
  'saas-backup': 'Microsoft 365 / Google Workspace backup',
  'server-backup': 'Server and VM backup',
  // Selling
  'inventory-sync': 'Inventory across channels',
  // Database apps / team chat / collaboration suite (helper d)
  'no-code-database': 'No-code relational database (tables, linked records, views)',
  'app-builder': 'No-code app, portal and interface builder',
  'end-to-end-encryption': 'End-to-end encrypted messages or mail',
} as const;
