// Runs once, off the main thread, at the start of every page: the first number or date formatter a
// browser builds loads its locale data (30 to 50 ms on a slow phone), and that data is shared by the
// whole page. Built here first, the formatters the page builds later cost about a millisecond each.
const language = self.name || 'en';
try {
  new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0.5);
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(12345);
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
} catch {
  // A language Intl does not know: the page falls back to English formats and pays for them itself.
}
self.close();
