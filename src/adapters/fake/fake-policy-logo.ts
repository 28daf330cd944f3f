import type { PolicyLogo, PolicyLogoPort } from '../../domain/policy';
import type { FakeWorld } from './fake-world';

/**
 * The policy logo of the offline demo (spec 001 §6, §7): a 1×1 GIF's worth, never shown. Counts each load (on
 * `window.__policyLogoLoads` in the demo, as RecordingAnalytics does, so browser tests see whether it was
 * requested). Operation name for the `fail` and `failTimes` knobs: `policy-logo`.
 */
export class FakePolicyLogo implements PolicyLogoPort {
  readonly loads: number[] = [];

  constructor(
    private readonly world: FakeWorld,
    sink: { __policyLogoLoads?: number[] } | null = null,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (sink) sink.__policyLogoLoads = this.loads;
  }

  load(): Promise<PolicyLogo> {
    this.loads.push(this.now());
    return this.world.respond('policy-logo', () => ({ contentType: 'image/gif', byteLength: 43 }));
  }
}
