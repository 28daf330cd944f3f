import { describe, expect, it } from 'vitest';
import { INITIAL_APP_VERSION_STATE, appVersionReported, type AppVersionState } from './app-version';

const run = (versions: string[]) => {
  let state: AppVersionState = INITIAL_APP_VERSION_STATE;
  return versions.map((v) => {
    const out = appVersionReported(state, v);
    state = out.state;
    return out.updateAvailable;
  });
};

describe('app version (spec 001 §4)', () => {
  it.each([
    ['spec 001 §4: the first version seen is the baseline, no event', ['1.0'], [false]],
    ['spec 001 §4: the same version again, no event', ['1.0', '1.0'], [false, false]],
    ['spec 001 §4: a different version emits an update event', ['1.0', '1.1'], [false, true]],
    ['design: the same new version is announced once', ['1.0', '1.1', '1.1'], [false, true, false]],
    ['spec 001 §4: a further different version emits again', ['1.0', '1.1', '1.2'], [false, true, true]],
    ['spec 001 §4: back to the first version, no event', ['1.0', '1.1', '1.0'], [false, true, false]],
    ['design: an empty report is ignored and does not set the baseline', ['', '1.0', '1.1'], [false, false, true]],
  ])('%s', (_rule, versions, events) => {
    expect(run(versions)).toEqual(events);
  });
});
