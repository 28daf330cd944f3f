/*
 * The offline demo remote app's script (src/adapters/fake/fake-remote-view.ts
 * lists it in scriptsToLoad). The host loads it once per page; it defines the
 * app's mount function, which the view's codeToEval calls with the view's
 * container (the host marks it with data-remote-view).
 */
(function () {
  var TEXTS = {
    en: "Loaded by the remote app's script.",
    ru: 'Добавлено скриптом удалённого приложения.',
  };
  window.DemoRemoteApp = {
    mount: function (container, language) {
      var note = document.createElement('p');
      note.className = 'demo-remote-script-note';
      note.textContent = TEXTS[language] || TEXTS.en;
      container.appendChild(note);
    },
  };
})();
