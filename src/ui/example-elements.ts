// The live-example elements (and, through them, the engine): one chunk, loaded once a lesson's text is on screen.
import './felt-example-betting';
import './felt-example-equity';
import './felt-example-game';
import './felt-example-hand';
import './felt-example-ladder';
import './felt-example-positions';
import './felt-example-pots';
import './felt-example-rake';
import './felt-example-showdown';
