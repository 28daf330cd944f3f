/*
 * The offline demo remote app's script (src/adapters/fake/fake-remote-view.ts
 * lists it in the view's and the header's scriptsToLoad). The host loads it
 * once per page; it defines the app's mount functions, which the view's
 * codeToEval calls with the view's container (data-remote-view) and the
 * header's with the header's container (data-remote-component).
 */
(function () {
  var TEXTS = {
    en: "Loaded by the remote app's script.",
    ru: 'Добавлено скриптом удалённого приложения.',
  };
  var HEADER_TEXTS = {
    en: "Header set up by the remote app's script.",
    ru: 'Шапка дополнена скриптом удалённого приложения.',
  };
  function addNote(container, texts, language) {
    var note = document.createElement('p');
    note.className = 'demo-remote-script-note';
    note.textContent = texts[language] || texts.en;
    container.appendChild(note);
  }
  window.DemoRemoteApp = {
    mount: function (container, language) {
      addNote(container, TEXTS, language);
    },
    mountHeader: function (container, language) {
      addNote(container, HEADER_TEXTS, language);
    },
  };
})();
