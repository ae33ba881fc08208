import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium';

/** Debian's Chromium, headless, with the flags the project uses everywhere (no downloads possible). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
