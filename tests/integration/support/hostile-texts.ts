// Text that breaks naive code paths: SQL, HTML, script, template syntax, spreadsheet formulas,
// bidirectional overrides, quotes and backslashes. Shared by the API and browser checks.
export const hostileTexts = [
  "Robert'); DROP TABLE projects;--",
  '1 OR 1=1; SELECT * FROM auth_users',
  '<script>alert("xss")</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '=HYPERLINK("http://evil.example","click")',
  'Ünïcødé — 東京 🚀 \u202Eevil\u202C',
  'back\\slash "quotes" \'single\' `tick`',
  '&lt;already escaped&gt; &amp;',
];
