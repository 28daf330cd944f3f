import { afterEach, describe, expect, it } from 'vitest';
import { focusLoginForm } from './focus-login-form';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusLoginForm (QA7 #20: on the login page the header "Log in" did nothing)', () => {
  it('QA7 #20: takes the focus to the first field of the login form in main, not to the header', () => {
    document.body.innerHTML = `
      <header><button id="header-login">Log in</button><select aria-label="Language"></select></header>
      <main><form aria-label="Log in"><input type="hidden" name="t"><input id="login" type="text"><input type="password"></form></main>`;
    document.getElementById('header-login')!.focus();
    expect(focusLoginForm()).toBe(true);
    expect(document.activeElement?.id).toBe('login');
  });

  it('skips disabled fields (the phone form starts with its country)', () => {
    document.body.innerHTML = `<main><form><input disabled><select id="country"></select><input type="tel"></form></main>`;
    expect(focusLoginForm()).toBe(true);
    expect(document.activeElement?.id).toBe('country');
  });

  it('no form on the page: nothing happens', () => {
    document.body.innerHTML = '<main><p>Log in</p></main>';
    expect(focusLoginForm()).toBe(false);
  });
});
