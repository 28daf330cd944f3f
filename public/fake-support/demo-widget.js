/*
 * The offline demo's stand-in for a support chat widget (src/adapters/browser/script-support-widget.ts loads it
 * in the fake build, as public/fake-remote/ stands in for a remote app). It answers each provider's API the
 * adapter calls (LiveChat, SupHelper v2 and v3, Chatra, HelpCrunch) and opens a small chat panel saying which
 * provider was called, for which account, and who the player is if the adapter passed them on.
 */
(function () {
  'use strict';
  var state = { provider: null, account: null, visitor: null };
  var panel = null;

  function text(tag, content, className) {
    var el = document.createElement(tag);
    el.textContent = content;
    if (className) el.className = className;
    return el;
  }

  function close() {
    if (panel) panel.remove();
    panel = null;
  }

  function open(provider, account) {
    state.provider = provider;
    state.account = account;
    close();
    panel = document.createElement('section');
    panel.className = 'demo-support-widget';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Demo support chat');
    panel.setAttribute(
      'style',
      'position:fixed;right:16px;bottom:80px;z-index:40;width:min(20rem,calc(100vw - 32px));background:#fff;color:#111;' +
        'border:1px solid #888;border-radius:10px;padding:12px 16px;box-shadow:0 4px 16px rgba(0,0,0,.3);font:14px/1.4 system-ui,sans-serif',
    );
    panel.appendChild(text('h2', 'Demo support chat'));
    panel.appendChild(text('p', 'Provider: ' + provider + ' (account ' + (account || 'none') + ')'));
    var who = state.visitor
      ? 'Chatting as ' + (state.visitor.name || 'player') + ' (id ' + state.visitor.id + ')'
      : 'Chatting as a visitor';
    panel.appendChild(text('p', who));
    var button = text('button', 'Close chat');
    button.type = 'button';
    button.addEventListener('click', close);
    panel.addEventListener('keydown', function (e) {
      if (e.key === 'Escape') close();
    });
    panel.appendChild(button);
    document.body.appendChild(panel);
    button.focus();
  }

  function remember(visitor) {
    if (visitor && visitor.id) state.visitor = { id: String(visitor.id), name: visitor.name || null };
  }

  // LiveChat: window.__lc.license, LiveChatWidget.call(...)
  window.LiveChatWidget = {
    call: function (command, value) {
      if (command === 'set_customer_name') state.visitor = { id: (state.visitor && state.visitor.id) || '?', name: value };
      if (command === 'set_session_variables' && value && value.user_id) state.visitor = { id: value.user_id, name: (state.visitor && state.visitor.name) || null };
      if (command === 'maximize') open('LiveChat', window.__lc && window.__lc.license);
    },
  };
  // SupHelper v2: a command function; it takes no player.
  window.suphelper = function (command) {
    if (command === 'open') open('SupHelper v2', window.suphelperSettings && window.suphelperSettings.widgetId);
  };
  // SupHelper v3: an object with identify and open.
  window.SupHelper = {
    identify: function (player) {
      remember(player);
    },
    open: function () {
      open('SupHelper v3', window.SupHelperConfig && window.SupHelperConfig.widgetId);
    },
  };
  // Chatra: ChatraID and ChatraIntegration set before the script, Chatra('openChat', true).
  if (window.ChatraIntegration) remember({ id: window.ChatraIntegration.userId, name: window.ChatraIntegration.name });
  window.Chatra = function (command) {
    if (command === 'openChat') open('Chatra', window.ChatraID);
  };
  // HelpCrunch: HelpCrunch('init', account, { user }), then 'openChat'.
  var helpCrunchAccount = null;
  window.HelpCrunch = function (command, account, options) {
    if (command === 'init') {
      helpCrunchAccount = account;
      if (options && options.user) remember({ id: options.user.user_id, name: options.user.name });
    }
    if (command === 'openChat') open('HelpCrunch', helpCrunchAccount);
  };
})();
