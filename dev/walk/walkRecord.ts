import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from '@playwright/test';

/**
 * The walk's record: for each step what the owner did, what they saw and how long they waited, a
 * full-page screenshot per step, and the table of all steps (steps.md), rewritten after every step
 * so that a walk that stops half way still leaves its report.
 */

export interface WalkStep {
  /** Two digits and a name: the screenshot's file name, e.g. 04-zwei-tabs. */
  id: string;
  did: string;
  saw: string;
  /** The owner's waiting time: from the click to the visible result. */
  seconds: number;
  shots: string[];
  failed?: string;
}

/** What a step's body gets: the clock's start at the click, and screenshots beside the step's own. */
export interface StepTools {
  /** Marks the click the owner waits after; without it the step's time runs from its start. */
  click: () => void;
  /** Marks the visible result the owner waited for; without it the time ends with the step's body. */
  seen: () => void;
  /** Notes what the owner saw so far, for the table should a later part of the step fail. */
  note: (text: string) => void;
  /** A full-page screenshot of `page` as `<id>-<suffix>.png`. */
  shot: (page: Page, suffix?: string) => Promise<void>;
}

const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

export function walkRecord(folder: string) {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const steps: WalkStep[] = [];

  const write = () => {
    const rows = steps.map(
      (step) =>
        `| ${step.id} | ${cell(step.did)} | ${cell(step.failed ? `✗ ${step.failed} (last seen: ${step.saw})` : step.saw)} | ${step.seconds.toFixed(1)} | ${step.shots.join(', ')} |`,
    );
    writeFileSync(
      path.join(folder, 'steps.md'),
      `# The owner's walk, clicked at 390 px\n\n| Step | What the owner did | What they saw | Seconds | Screenshots |\n| --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
    );
  };

  /**
   * Runs one step on `page` (390 px unless it changes the size): `body` returns the visible result
   * in words. A step that fails is recorded with its error and a screenshot, and the walk goes on.
   */
  async function step(
    page: Page,
    id: string,
    did: string,
    body: (tools: StepTools) => Promise<string>,
  ): Promise<boolean> {
    const record: WalkStep = { id, did, saw: '', seconds: 0, shots: [] };
    let started = performance.now();
    let ended: number | undefined;
    const shot = async (target: Page, suffix?: string) => {
      const name = `${id}${suffix ? `-${suffix}` : ''}.png`;
      await target.screenshot({ path: path.join(folder, name), fullPage: true });
      record.shots.push(name);
    };
    try {
      record.saw = await body({
        click: () => {
          started = performance.now();
        },
        seen: () => {
          ended ??= performance.now();
        },
        note: (text) => {
          record.saw = text;
        },
        shot,
      });
      ended ??= performance.now();
      if (record.shots.length === 0) await shot(page);
    } catch (error) {
      ended ??= performance.now();
      record.failed =
        stripVTControlCharacters(error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      await shot(page, 'fehler').catch(() => undefined);
    }
    record.seconds = ((ended ?? started) - started) / 1000;
    steps.push(record);
    write();
    return !record.failed;
  }

  return { step, steps };
}
