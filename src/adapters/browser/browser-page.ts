import type { PagePort } from '../../domain/shared';

/** window.location behind the page port. */
export class BrowserPage implements PagePort {
  constructor(private readonly location: Pick<Location, 'reload' | 'assign'>) {}

  reload(): void {
    this.location.reload();
  }

  assign(url: string): void {
    this.location.assign(url);
  }
}
