// Before the app loads: the loading line and <html lang> in the learner's language (issue 15). The choice the app
// remembers (mirrored from IndexedDB to localStorage 'felt.language'), else the first of the browser's languages
// that index.html has a line for (src/i18n/index.ts pickLocale does the same), else English.
/* global document, navigator, localStorage */
(function () {
  var main = document.getElementById('app');
  if (!main) return;
  var lines = main.querySelectorAll('main > span[lang]');
  var have = {};
  for (var i = 0; i < lines.length; i++) have[lines[i].lang] = true;
  var code = null;
  try { code = localStorage.getItem('felt.language'); } catch { code = null; }
  if (!code || !have[code]) {
    code = 'en';
    var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
    for (var k = 0; k < wanted.length; k++) {
      var primary = String(wanted[k]).toLowerCase().split('-')[0];
      if (have[primary]) { code = primary; break; }
    }
  }
  for (var j = 0; j < lines.length; j++) lines[j].hidden = lines[j].lang !== code;
  document.documentElement.lang = code;
})();
