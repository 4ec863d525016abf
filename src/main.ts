// Entry point of the page. A minimal stand-in until the app shell (issue 5) lands.
import { formatCards, parseCards } from './engine/index';

const app = document.getElementById('app');
if (app) app.textContent = `Felt: the poker trainer. Sample hand: ${formatCards(parseCards('AhKh'))}.`;
