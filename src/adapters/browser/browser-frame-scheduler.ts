import type { FrameSchedulerPort, TimerHandle } from '../../domain/shared';

/** Frames of the window (requestAnimationFrame); a 16 ms timer where there is no window (server, workers). */
export class BrowserFrameScheduler implements FrameSchedulerPort {
  requestFrame(callback: () => void): TimerHandle {
    if (typeof globalThis.requestAnimationFrame === 'function') {
      const id = globalThis.requestAnimationFrame(() => callback());
      return { cancel: () => globalThis.cancelAnimationFrame(id) };
    }
    const id = globalThis.setTimeout(callback, 16);
    return { cancel: () => globalThis.clearTimeout(id) };
  }
}
