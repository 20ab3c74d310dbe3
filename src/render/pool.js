// boardfig's stored lines, as the pages store their frames and their
// program's state panel: each distinct line once, in order of first use,
// either whole or as [earlier line, start, middle, end]: the first
// `start` and the last `end` (0 when left out) characters of an earlier
// line with `middle` between them.
var BoardfigPool = (function () {
  'use strict';
  // Line i of `pool`, made once and kept in `made`.
  function line(pool, made, i) {
    if (made[i] === undefined) {
      var stored = pool[i];
      if (typeof stored === 'string') {
        made[i] = stored;
      } else {
        var earlier = line(pool, made, stored[0]);
        made[i] = earlier.slice(0, stored[1]) + stored[2] + earlier.slice(earlier.length - (stored[3] || 0));
      }
    }
    return made[i];
  }
  return { line: line };
}());
