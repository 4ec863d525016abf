// Whether this browser's learner has practised: a copy of what the store says (as the shell keeps a copy of the
// language), readable before the store opens, so a returning learner's Home holds the space its counts and forecast
// will fill (issue 13 item 8: no layout shift). Only a layout hint: the store stays the truth.
const PRACTISED_KEY = 'felt.practised';

export function practisedHint(): boolean {
  try { return localStorage.getItem(PRACTISED_KEY) === '1'; } catch { return false; }
}

export function rememberPractised(practised: boolean): void {
  try {
    if (practised) localStorage.setItem(PRACTISED_KEY, '1');
    else localStorage.removeItem(PRACTISED_KEY);
  } catch { /* private mode: Home just does not hold the space */ }
}
