/* global document, requestAnimationFrame */
// Inlined by the server (under a CSP hash) into the page that paints the login screen from HTML
// (issue 18 part 3): the app's stylesheets and scripts are requested only once that screen is on
// screen, so its first paint waits for none of them. A plain script, no imports: it runs as it is.
(function () {
  // Until the app replaces it, the shell notes Login (the button, or Enter in a field) and a
  // language chosen; the app acts on them when it starts (web lib/static-shell.ts).
  var shell = document.getElementById('static-shell');
  // A session remembered on this device (web lib/session.ts) opens its portal, not this form:
  // the shell goes before its first paint (the server cannot see that session once its cookie
  // has expired).
  var remembered = false;
  try {
    remembered = Boolean(localStorage.getItem('userId') && localStorage.getItem('role'));
  } catch {
    // Storage disabled: the app treats the browser as signed out too.
  }
  if (remembered) {
    shell.remove();
    document.getElementById('static-shell-style').remove();
    shell = null;
  }
  function note(name, value) {
    shell.setAttribute(name, value);
  }
  function submit() {
    note('data-submit', '');
    // Pressed before the app can answer: the form says it is busy until the app takes over.
    shell.querySelector('form').setAttribute('aria-busy', 'true');
  }
  var languages = shell ? shell.querySelectorAll('.ps-language button') : [];
  if (shell) {
    shell.querySelector('.ps-submit').addEventListener('click', submit);
    shell.querySelector('form').addEventListener('keydown', function (event) {
      // Enter that confirms a word in an input method (Hindi typing) is not a Login.
      if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
      if (event.target.tagName === 'INPUT') submit();
    });
  }
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
