// <felt-example-game>: a game's deal and betting rounds, read from its spec in the engine's GAMES catalogue.
import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { formatList, msg } from '../i18n/index';
import type { LessonExample } from '../trainer/lessons/types';
import { exampleFigures, type FiguresOf } from './engine-access';
import { ExampleBase } from './example-base';
import { streetName } from './play-text';

type GameExample = Extract<LessonExample, { kind: 'game' }>;
type Result = FiguresOf<'game'>;
type Street = Result['spec']['streets'][number];


@customElement('felt-example-game')
export class FeltExampleGame extends ExampleBase<GameExample, Result> {
  protected async compute(example: GameExample): Promise<Result> {
    return exampleFigures(example);
  }

  protected renderResult({ spec }: Result) {
    const dealt = (s: Street): string => {
      const parts: string[] = [];
      if (s.burn) parts.push(msg('example.burn'));
      if (s.down) parts.push(msg('example.down', { n: s.down }));
      if (s.up) parts.push(msg('example.up', { n: s.up }));
      if (s.board) parts.push(s.vela ? msg('example.vela') : msg('example.boardCards', { n: s.board }));
      if (s.draw) parts.push(msg('example.draw', { n: s.draw.max }));
      if (s.splitOffer) parts.push(msg('example.splitOffer'));
      return formatList(parts);
    };
    return html`<p>${msg('example.gameFacts', { deck: spec.deck, min: spec.minPlayers, max: spec.maxPlayers, forced: msg(spec.forcedBets === 'blinds' ? 'example.forced.blinds' : 'example.forced.antes') })}</p>
      <div class="scroll"><table>
        <thead><tr><th scope="col">${msg('example.street')}</th><th scope="col">${msg('example.dealt')}</th><th scope="col">${msg('example.betting')}</th></tr></thead>
        <tbody>${spec.streets.map((s) => html`<tr><th scope="row">${streetName(s.name)}</th><td>${dealt(s)}</td><td>${msg(s.betting ? 'example.yes' : 'example.no')}</td></tr>`)}</tbody>
      </table></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap { 'felt-example-game': FeltExampleGame }
}
