// Hand histories: PHH export and import (DESIGN.md "A hand-history format": under src/engine/history/, with a round-trip property test).
export { exportPhh, exportPhhs, importPhh, variantCode, FELT_VARIANT, PhhError, type HistoryHand } from './phh';
export { parseToml, TomlError, type TomlValue, type TomlTable, type TomlSection } from './toml';
