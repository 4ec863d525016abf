// Answers a drill question by touch with the engine's answer (shared by the trainer and language e2e tests).
import type { Page } from 'playwright-core';
import { cardName } from '../src/ui/card-names';
import type { Question } from '../src/trainer/quiz';

async function typeAmount(page: Page, value: number): Promise<void> {
  for (const digit of String(value)) await page.locator(`felt-quiz-amount button[data-key="${digit}"]`).tap();
}

/** Taps the engine's answer to `q`; card buttons are found by their screen-reader names in the active language of this process (cardName). */
export async function answerByTouch(page: Page, q: Question): Promise<void> {
  const input = q.input;
  switch (input.type) {
    case 'choice': await page.locator('felt-quiz-choice button.option').nth(q.expected as number).tap(); break;
    case 'seat': await page.locator(`felt-quiz-seat button[data-seat="${q.expected as number}"]`).tap(); break;
    case 'amount': await typeAmount(page, q.expected as number); await page.locator('felt-quiz-amount #check').tap(); break;
    case 'amounts': {
      const values = q.expected as number[];
      for (let i = 0; i < values.length; i++) {
        await page.locator('felt-quiz-amount button.field').nth(i).tap();
        await typeAmount(page, values[i]);
      }
      await page.locator('felt-quiz-amount #check').tap();
      break;
    }
    case 'cards':
      for (const c of q.expected as number[]) await page.locator(`felt-quiz-cards button.pick[aria-label="${cardName(c)}"]`).tap();
      await page.locator('felt-quiz-cards #check').tap();
      break;
    case 'order':
      for (const i of q.expected as number[]) await page.locator('felt-quiz-order button.item').nth(i).tap();
      break;
  }
}
