/* global document, requestAnimationFrame */
// Inlined by the server (under a CSP hash) into the page that paints the login screen from HTML
// (issue 18 part 3): the app's stylesheets and scripts are requested only once that screen is on
// screen, so its first paint waits for none of them. Plain ES5, no imports: it runs as it is.
(function () {
  // Until the app replaces it, the shell notes Login (the button, or Enter in a field) and a
  // language chosen; the app acts on them when it starts (web lib/static-shell.ts).
  var shell = document.getElementById('static-shell');
  function note(name, value) {
    shell.setAttribute(name, value);
  }
  shell.querySelector('.ps-submit').addEventListener('click', function () {
    note('data-submit', '');
  });
  shell.querySelector('form').addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && event.target.tagName === 'INPUT') note('data-submit', '');
  });
  var languages = shell.querySelectorAll('.ps-language button');
  Array.prototype.forEach.call(languages, function (button) {
    button.addEventListener('click', function () {
      note('data-language', button.lang);
      Array.prototype.forEach.call(languages, function (other) {
        other.setAttribute('aria-pressed', String(other === button));
        other.classList.toggle('ps-filled', other === button);
      });
    });
  });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var assets = JSON.parse(document.getElementById('pragati-assets').textContent);
    var head = document.head;
    function add(tag, props) {
      var element = document.createElement(tag);
      element.crossOrigin = '';
      for (var key in props) element[key] = props[key];
      head.appendChild(element);
      return element;
    }
    assets.styles.forEach(function (href) {
      var link = add('link', { rel: 'stylesheet', href: href });
      link.setAttribute('data-app-style', '');
      // The app waits for these before it renders (web lib/static-shell.ts).
      link.onload = link.onerror = function () {
        link.setAttribute('data-loaded', '');
      };
    });
    assets.modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: assets.entry });
  }
  // After the next frame is painted; the timer covers a tab that paints no frames (hidden).
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
