// boardfig's rules for a student's own moves, in the page: whether a
// position of the knight can still lead to a tour (the first rule of the
// exact search that fails there, with the squares that prove it), the
// next move of the textbook search from the position (the first tour in
// the move order that continues the path), and for queens the queen that
// attacks a square and the first placement that completes the queens
// placed. The same rules, in the same order, as boardfig's search
// (src/knight/backtrack.rs, `dead_end`), so the page says what
// `boardfig knight --path` and `boardfig queens --place` say. No words:
// the page words the reasons from data.words.
var BoardfigRules = (function () {
  'use strict';
  // The knight's moves in the order that numbers directions (bit k of a
  // crowded square's mask is move k).
  var STEPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];

  function knightMove(files, a, b) {
    var df = Math.abs(a % files - b % files);
    var dr = Math.abs(Math.floor(a / files) - Math.floor(b / files));
    return df * dr === 2;
  }

  function isDark(files, k) { return (k % files + Math.floor(k / files)) % 2 === 0; }

  // A knight's tour puzzle: {files, ranks, start, end (-1: none), closed,
  // order: eight [df, dr] moves}; squares are indices rank * files + file.
  function Knight(spec) {
    var files = spec.files, ranks = spec.ranks, area = files * ranks;
    this.spec = spec;
    this.area = area;
    this.neighbours = [];
    for (var k = 0; k < area; k++) {
      var around = [], f = k % files, r = Math.floor(k / files);
      for (var m = 0; m < 8; m++) {
        var nf = f + spec.order[m][0], nr = r + spec.order[m][1];
        if (nf >= 0 && nr >= 0 && nf < files && nr < ranks) { around.push(nr * files + nf); }
      }
      this.neighbours.push(around);
    }
    // The last square is area - 1 moves after the first.
    this.lastIsDark = isDark(files, spec.start) === ((area - 1) % 2 === 0);
  }

  Knight.prototype.acceptsLast = function (k) {
    var s = this.spec;
    if (s.end >= 0) { return k === s.end; }
    return s.closed ? knightMove(s.files, k, s.start) : true;
  };

  Knight.prototype.mayBeLast = function (k) {
    return this.acceptsLast(k) && isDark(this.spec.files, k) === this.lastIsDark;
  };

  // Why a square cannot be last: {kind: colour|end|start|other|no-way-in, square}.
  Knight.prototype.bound = function (k) {
    var s = this.spec;
    if (isDark(s.files, k) !== this.lastIsDark) { return { kind: 'colour', square: s.start }; }
    if (s.end >= 0) { return { kind: 'end', square: s.end }; }
    return { kind: 'start', square: s.start };
  };

  // The direction bit of the move from `from` to its neighbour `to`.
  Knight.prototype.direction = function (from, to) {
    var files = this.spec.files;
    var df = to % files - from % files, dr = Math.floor(to / files) - Math.floor(from / files);
    for (var d = 0; d < 8; d++) {
      if (STEPS[d][0] === df && STEPS[d][1] === dr) { return 1 << d; }
    }
    return 0;
  };

  // The squares a crowded square's mask names, in direction order.
  Knight.prototype.around = function (k, mask) {
    var files = this.spec.files, ranks = this.spec.ranks, found = [];
    for (var d = 0; d < 8; d++) {
      if (mask >> d & 1) {
        var f = k % files + STEPS[d][0], r = Math.floor(k / files) + STEPS[d][1];
        if (f >= 0 && r >= 0 && f < files && r < ranks) { found.push(r * files + f); }
      }
    }
    return found;
  };

  // The first rule that fails with the knight on the last square of
  // `path` (a knight's path from the start, no square twice), or null:
  // {rule, squares (the squares that prove it, as boardfig lists them),
  // why (for a square that cannot be last)}.
  Knight.prototype.deadEnd = function (path) {
    var self = this, area = this.area, spec = this.spec, nb = this.neighbours;
    var visited = new Array(area).fill(false);
    path.forEach(function (k) { visited[k] = true; });
    var free = nb.map(function (around) {
      return around.filter(function (n) { return !visited[n]; }).length;
    });
    var knight = path[path.length - 1], remaining = area - path.length;
    var ways = function (k) { return free[k] + (knightMove(spec.files, k, knight) ? 1 : 0); };
    var cut = function (rule, squares, why) { return { rule: rule, squares: squares, why: why || null }; };
    if (remaining === 0) { return null; }
    if (spec.closed && spec.end < 0 && free[spec.start] === 0) {
      return cut('no-return', [spec.start]);
    }
    if (free[knight] === 0) { return cut('stuck', []); }
    if (remaining === 1) {
      var last = nb[knight].filter(function (n) { return !visited[n]; })[0];
      if (this.acceptsLast(last)) { return null; }
      var kind = spec.end >= 0 ? 'end' : 'start';
      var named = spec.end >= 0 ? spec.end : spec.start;
      return cut('wrong-last', [last, named], { kind: kind, square: named });
    }
    // A square needs a way out; one with fewer than two ways in must be
    // the one last square, and able to end the tour.
    var forced = -1;
    for (var k = 0; k < area; k++) {
      if (visited[k]) { continue; }
      if (free[k] === 0) { return cut('no-way-out', [k]); }
      if (ways(k) < 2) {
        if (forced >= 0) { return cut('two-last', [forced, k]); }
        if (!this.mayBeLast(k)) {
          var why = this.bound(k);
          return cut('cannot-be-last', [k, why.square], why);
        }
        forced = k;
      }
    }
    // The knight's neighbours with one or two ways in hold its one move.
    var holders = 0, excusable = 0, mask = 0;
    nb[knight].forEach(function (n) {
      if (visited[n] || free[n] > 1) { return; }
      mask |= self.direction(knight, n);
      if (free[n] === 1 && self.mayBeLast(n) && forced < 0) { excusable++; } else { holders++; }
    });
    if (holders > 1 || holders + excusable > 2) {
      return cut('crowded', [knight].concat(this.around(knight, mask)));
    }
    // No square is held by more neighbours than a path through it serves.
    for (var u = 0; u < area; u++) {
      if (visited[u]) { continue; }
      var held = 0, spare = 0, bits = 0;
      for (var i = 0; i < nb[u].length; i++) {
        var n = nb[u][i];
        if (visited[n]) { continue; }
        var w = ways(n);
        if (w === 1 || w === 2) { bits |= this.direction(u, n); }
        if (w === 2 && this.mayBeLast(n) && forced < 0) { spare++; } else if (w === 1 || w === 2) { held++; }
      }
      if (held > 2 || held + spare > 3) { return cut('crowded', [u].concat(this.around(u, bits))); }
    }
    // The unvisited squares hang together.
    var first = visited.indexOf(false), reached = new Array(area).fill(false), queue = [first];
    reached[first] = true;
    for (var head = 0; head < queue.length; head++) {
      nb[queue[head]].forEach(function (n) {
        if (!visited[n] && !reached[n]) { reached[n] = true; queue.push(n); }
      });
    }
    for (var s = 0; s < area; s++) {
      if (!visited[s] && !reached[s]) { return cut('split', [first, s]); }
    }
    return null;
  };

  // The first tour in the move order that begins with `path`, within
  // `budget` squares entered: {kind: 'tour', squares}, {kind: 'none',
  // cut} (cut: the rule that fails at the path's end, or null when the
  // search tried every way on), or {kind: 'budget'}.
  Knight.prototype.firstTour = function (path, budget) {
    var dead = this.deadEnd(path);
    if (dead) { return { kind: 'none', cut: dead }; }
    var area = this.area, nb = this.neighbours, self = this;
    var squares = path.slice(), visited = new Array(area).fill(false), nodes = 0;
    squares.forEach(function (k) { visited[k] = true; });
    var base = squares.length, next = [0];
    while (squares.length >= base) {
      var here = squares[squares.length - 1];
      if (squares.length === area) {
        if (this.acceptsLast(here)) { return { kind: 'tour', squares: squares }; }
        next.pop();
        visited[squares.pop()] = false;
        continue;
      }
      var k = next[next.length - 1];
      if (k === nb[here].length) {
        next.pop();
        if (squares.length === base) { break; }
        visited[squares.pop()] = false;
        continue;
      }
      next[next.length - 1] = k + 1;
      var to = nb[here][k];
      if (visited[to] || (to === this.spec.end && squares.length + 1 < area)) { continue; }
      if (++nodes > budget) { return { kind: 'budget' }; }
      squares.push(to);
      visited[to] = true;
      if (self.deadEnd(squares)) {
        visited[squares.pop()] = false;
        continue;
      }
      next.push(0);
    }
    return { kind: 'none', cut: null };
  };

  // N queens, one a rank: `placed[rank]` is the queen's file or -1.
  function Queens(n) { this.n = n; }

  // The queen (an index) that attacks square k among `placed`, the one on
  // the lowest rank, or -1; a queen's own square is not attacked.
  Queens.prototype.attacker = function (placed, k) {
    var n = this.n, file = k % n, rank = Math.floor(k / n);
    for (var r = 0; r < n; r++) {
      var f = placed[r];
      if (f < 0 || r === rank && f === file) { continue; }
      if (f === file || r === rank || Math.abs(f - file) === Math.abs(r - rank)) { return r * n + f; }
    }
    return -1;
  };

  // The first placement in lexicographic order that keeps the queens
  // placed (which attack no other), within `budget` queens placed:
  // {kind: 'placement', files} | {kind: 'none'} | {kind: 'budget'}.
  Queens.prototype.firstCompletion = function (placed, budget) {
    var n = this.n, files = [], nodes = 0;
    var free = function (rank, f) {
      for (var r = 0; r < rank; r++) {
        if (files[r] === f || Math.abs(files[r] - f) === rank - r) { return false; }
      }
      return true;
    };
    var next = [0];
    while (next.length > 0) {
      var rank = files.length;
      if (rank === n) { return { kind: 'placement', files: files.slice() }; }
      var f = next[next.length - 1];
      while (f < n && !(free(rank, f) && (placed[rank] < 0 || placed[rank] === f))) { f++; }
      if (f === n) {
        next.pop();
        files.pop();
        continue;
      }
      if (++nodes > budget) { return { kind: 'budget' }; }
      next[next.length - 1] = f + 1;
      files.push(f);
      next.push(0);
    }
    return { kind: 'none' };
  };

  return { Knight: Knight, Queens: Queens };
})();
if (typeof module !== 'undefined') { module.exports = BoardfigRules; }
