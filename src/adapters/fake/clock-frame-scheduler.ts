import type { ClockPort, FrameSchedulerPort, TimerHandle } from '../../domain/shared';

/** 60 frames a second on a clock port, so tests step frames in fake time. */
export const FRAME_MS = 16;

/** Frames driven by a clock (FakeClock in tests): the next frame is FRAME_MS after the request. */
export class ClockFrameScheduler implements FrameSchedulerPort {
  constructor(private readonly clock: ClockPort) {}

  requestFrame(callback: () => void): TimerHandle {
    return this.clock.setTimeout(callback, FRAME_MS);
  }
}
