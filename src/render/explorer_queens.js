// boardfig explorer, the queens: runs after explorer.js and shares its
// data (data.queens), its board, caption, controls and legend. The puzzle
// menu (#puzzle) switches between the knights and the queens; while the
// queens are shown their handlers take the controls and keys first and
// the knights wait, paused. For each n offered: the first solution, every
// solution and the fundamental ones to browse, the lesson's search
// replayed with its program and arrays; the construction for n up to 50.
// The address holds the choice: #puzzle=queens&n=8&view=all&step=3.
(function () {
  'use strict';
  var knights = window.boardfigExplorer;
  var data = knights.data, queens = data.queens, words = queens.words, theme = data.theme;
  var root = document.documentElement;
  var $ = function (id) { return document.getElementById(id); };
  var puzzleMenu = $('puzzle'), nMenu = $('q-n'), note = $('q-note'), stage = $('stage');
  var caption = $('caption'), slider = $('slider'), playButton = $('play'), speed = $('speed');
  var codeBox = $('q-code'), statePanel = $('q-state'), programLine = $('program');
  var main = document.querySelector('main.explorer'), controls = document.querySelector('.controls');
  var views = document.querySelectorAll('input[name=q-view]');
  var knightsOnly = [$('choices'), $('hint'), $('limits'), $('reason'), $('turn'), $('answer')];
  var queensOnly = [$('q-choices'), $('q-hint')];
  var SVG = 'http://www.w3.org/2000/svg';
  var DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var MAX_CONSTRUCT = queens.construct.length ? queens.construct[queens.construct.length - 1].n : 0;

  var choice = { n: queens.boards.length ? queens.boards[0].n : 4, view: 'first' };
  // Your turn: the student's queens (the file on each rank, or -1), the
  // steps undone, the hinted square, the square the keys point at.
  var mine = { n: 0, files: [], undone: [], hint: -1, cursor: 0, said: '' };
  var turnBox = $('turn'), reasonBox = $('reason'), answerBox = $('answer'), answerStage = $('answer-stage');
  var helpLine = $('q-hint'), helpText = helpLine.textContent, tw = words['try'];
  // Queens the hint's search may place before it gives up.
  var HINT_BUDGET = 10000000;
  var frames = [], step = 0, overlay = null, board = null, shown = false, lines = [];

  function say(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, function (slot, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : slot;
    });
  }
  function offered(n) {
    for (var i = 0; i < queens.boards.length; i++) { if (queens.boards[i].n === n) { return queens.boards[i]; } }
    return null;
  }
  function constructed(n) {
    for (var i = 0; i < queens.construct.length; i++) { if (queens.construct[i].n === n) { return queens.construct[i]; } }
    return null;
  }
  function squareName(n, k) { return String.fromCharCode(97 + k % n) + (Math.floor(k / n) + 1); }

  // Stored numbers, as explorer.js reads them: base-64 digits of five
  // bits, lowest first; a digit of 32 or more is followed by another.
  function Reader(text) { this.text = text; this.at = 0; }
  Reader.prototype.number = function () {
    var value = 0, scale = 1;
    for (;;) {
      var d = DIGITS.indexOf(this.text.charAt(this.at++));
      if (d < 0) { throw new Error('bad stored number'); }
      if (d < 32) { return value + d * scale; }
      value += (d - 32) * scale;
      scale *= 32;
    }
  };
  function readText(r, n) {
    var out = [];
    for (var count = r.number(); count > 0; count--) {
      var template = data.templates[r.number()], text = '';
      for (var i = 0; i < template.length; i++) {
        var c = template.charAt(i);
        if (c === '\u0001') { text += squareName(n, r.number()); }
        else if (c === '\u0002') { text += String(r.number()); }
        else { text += c; }
      }
      out.push(text);
    }
    return out;
  }
  // A stored search: per moment its kind, caption, the queens kept and
  // added, and the marks.
  function decodeSearch(text, n) {
    var r = new Reader(text), out = [], path = [];
    while (r.at < text.length) {
      var kind = r.number(), said = readText(r, n);
      path = path.slice(0, r.number());
      for (var k = r.number(); k > 0; k--) { path.push(r.number()); }
      var marks = [];
      for (var m = r.number(); m > 0; m--) {
        var v = r.number();
        marks.push([v % 4, Math.floor(v / 4), v % 4 === 3 ? r.number() : 0]);
      }
      out.push({ kind: kind & 7, lapse: kind >= 8, lines: said, path: path.slice(), marks: marks });
    }
    return out;
  }
  // A solution's files, rank 1 first, from its rank among the
  // permutations of n (base-64 digits, lowest first).
  function solution(text, k, n, width) {
    var rank = 0, scale = 1, left = [], files = [], i;
    for (i = 0; i < width; i++) { rank += DIGITS.indexOf(text.charAt(k * width + i)) * scale; scale *= 64; }
    var fact = [1];
    for (i = 1; i < n; i++) { fact[i] = fact[i - 1] * i; }
    for (i = 0; i < n; i++) { left.push(i); }
    for (i = n - 1; i >= 0; i--) {
      var d = Math.floor(rank / fact[i]);
      rank -= d * fact[i];
      files.push(left.splice(d, 1)[0]);
    }
    return files;
  }
  function fundamentals(entry) {
    var out = [];
    for (var k = 0; k < entry.fundamentalCount; k++) { out.push(solution(entry.fundamental, k, entry.n, entry.width)); }
    return out;
  }
  // Every solution of n, as `boardfig queens --all` lists them: each
  // fundamental one in the board's eight symmetries (turned a quarter at
  // a time, and mirrored), each placement once, in lexicographic order of
  // the files. Made once per n.
  var everyMade = {};
  function everySolution(entry) {
    var n = entry.n;
    if (!everyMade[n]) {
      var seen = {}, out = [];
      var keep = function (files) {
        var key = files.join(' ');
        if (!seen[key]) { seen[key] = true; out.push(files); }
      };
      fundamentals(entry).forEach(function (files) {
        for (var turn = 0; turn < 4; turn++) {
          keep(files);
          keep(files.map(function (f) { return n - 1 - f; }));
          var turned = [];
          files.forEach(function (f, r) { turned[f] = n - 1 - r; });
          files = turned;
        }
      });
      out.sort(function (a, b) {
        for (var i = 0; i < n; i++) { if (a[i] !== b[i]) { return a[i] - b[i]; } }
        return 0;
      });
      everyMade[n] = out;
    }
    return everyMade[n];
  }
  function columns(files) { return files.map(function (f) { return f + 1; }).join(' '); }

  // Drawing, as the figures draw: the queen's outline, crosses and rings.
  function el(name, attrs, parent) {
    var e = document.createElementNS(SVG, name);
    for (var k in attrs) { e.setAttribute(k, attrs[k]); }
    (parent || overlay).appendChild(e);
    return e;
  }
  function r2(v) { return Math.round(v * 100) / 100; }
  function centre(k) {
    var g = board.geometry, n = board.n;
    return [g.left + (k % n + 0.5) * g.cell, g.top + (n - 1 - Math.floor(k / n) + 0.5) * g.cell];
  }
  function line(points, closed, color, width) {
    var g = el('g', { fill: 'none', stroke: color, 'stroke-width': r2(width), 'stroke-linejoin': 'round', 'stroke-linecap': 'round' });
    el(closed ? 'polygon' : 'polyline', { points: points.map(function (p) { return r2(p[0]) + ',' + r2(p[1]); }).join(' ') }, g);
  }
  function queen(k) {
    var p = centre(k), size = board.geometry.cell * 0.86;
    var g = el('g', { transform: 'translate(' + r2(p[0] - size / 2) + ' ' + r2(p[1] - size / 2) + ') scale(' + Math.round(size * 10) / 1000 + ')' });
    el('use', { href: '#queen', fill: theme.piece, stroke: theme.outline, 'stroke-width': 4, 'stroke-linejoin': 'round' }, g);
    el('use', { href: '#queen-d', fill: theme.outline }, g);
  }
  function mark(kind, k) {
    var side = board.geometry.cell, c = centre(k), x = c[0] - side / 2, y = c[1] - side / 2;
    if (kind === 0) {
      var pad = side * 0.2, w = Math.max(side * 0.12, 1.5);
      line([[x + pad, y + pad], [x + side - pad, y + side - pad]], false, theme.rejected, w);
      line([[x + side - pad, y + pad], [x + pad, y + side - pad]], false, theme.rejected, w);
    } else if (kind === 1) {
      var ring = [];
      for (var i = 0; i < 32; i++) {
        var angle = 2 * Math.PI * i / 32;
        ring.push([c[0] + side * 0.38 * Math.cos(angle), c[1] + side * 0.38 * Math.sin(angle)]);
      }
      line(ring, true, theme.cause, Math.max(side * 0.08, 1.5));
    }
  }
  function placed(files) {
    return function () { files.forEach(function (f, rank) { queen(rank * board.n + f); }); };
  }

  // The frames of the current choice: {draw, lines, delay}, and the
  // program's lines lit and state at each.
  function makeFrames() {
    var n = choice.n, list = [], entry = offered(n);
    note.hidden = true;
    note.textContent = '';
    if (choice.view === 'try') {
      return [{ draw: drawMine, lines: [mine.said], delay: 2000, files: mine.files }];
    }
    if (choice.view === 'construct') {
      var c = constructed(n), files = c.columns.split(' ').map(function (v) { return Number(v) - 1; });
      list.push({ draw: placed(files), lines: [say(words.construct, { n: n, columns: c.columns })], delay: 2000, files: files });
      note.hidden = false;
      note.textContent = c.rule;
    } else if (choice.view === 'search') {
      var moments = decodeSearch(entry.search, n);
      moments.forEach(function (m, k) {
        var held = k === moments.length - 1 || m.kind === 5;
        list.push({
          draw: function () { m.marks.forEach(function (mk) { mark(mk[0], mk[1]); }); m.path.forEach(queen); },
          lines: m.lines, delay: held ? 2000 : m.lapse ? 150 : 600, program: k
        });
      });
      if (entry.shown < entry.steps) {
        note.hidden = false;
        note.textContent = say(words.prefix, { shown: entry.shown, steps: entry.steps, command: 'boardfig queens --n ' + n + ' --animate search --html search.html' });
      }
    } else if (choice.view === 'first') {
      var first = solution(entry.first, 0, n, entry.width);
      list.push({ draw: placed(first), lines: [say(words.first, { columns: columns(first) })], delay: 2000, files: first });
    } else {
      var fundamental = choice.view === 'fundamental';
      var shown = fundamental ? fundamentals(entry) : everySolution(entry);
      shown.forEach(function (one, k) {
        list.push({ draw: placed(one), lines: [say(fundamental ? words.fundamental : words.solution, { k: k + 1, count: shown.length, columns: columns(one) })], delay: 1200, files: one });
      });
    }
    return list;
  }

  // The program beside the search: its listing, and the state panel's
  // lines stored as the search pages store them.
  function poolLine(program, i) { return BoardfigPool.line(program.pool, lines, i); }

  // In the table's rows a cell's tags were stored as one character: ~ a
  // cell, ^ a lit one.
  function expand(html) {
    return html.replace(/<tr>.*?<\/tr>/g, function (row) {
      return row.replace(/\^([^~^<]*)/g, '<td class="lit">$1</td>').replace(/~([^~^<]*)/g, '<td>$1</td>');
    });
  }
  function fillProgram() {
    var code = codeBox.firstChild, program = offered(choice.n).program;
    code.innerHTML = '';
    lines = [];
    program.lines.forEach(function (text, k) {
      var span = document.createElement('span');
      span.className = 'line';
      span.setAttribute('data-n', String(k + 1));
      span.textContent = text;
      code.appendChild(span);
    });
  }
  function showProgram(k) {
    var program = offered(choice.n).program, lit = program.lit[k] || [];
    var spans = codeBox.querySelectorAll('.line');
    for (var i = 0; i < spans.length; i++) { spans[i].classList.toggle('lit', lit.indexOf(i) >= 0); }
    statePanel.innerHTML = expand(program.states[k].map(function (i) { return poolLine(program, i); }).join('\n'));
  }

  function show(k) {
    step = Math.max(0, Math.min(frames.length - 1, k));
    while (overlay.firstChild) { overlay.removeChild(overlay.firstChild); }
    var frame = frames[step];
    frame.draw();
    var text = frame.lines.join('\n');
    caption.textContent = text;
    root.setAttribute('data-step', String(step));
    root.setAttribute('data-q-columns', frame.files ? columns(frame.files) : '');
    slider.max = String(frames.length - 1);
    slider.value = String(step);
    slider.setAttribute('aria-valuetext', text);
    if (frame.program !== undefined) { showProgram(frame.program); }
  }

  function address() {
    if (choice.view === 'try') {
      return '#puzzle=queens&n=' + choice.n + '&view=try&place=' +
        mine.files.map(function (f, r) { return f >= 0 ? squareName(choice.n, r * choice.n + f) : ''; }).filter(String).join('.');
    }
    return '#puzzle=queens&n=' + choice.n + '&view=' + choice.view + '&step=' + step;
  }
  function remember() {
    try { window.history.replaceState(null, '', address()); } catch (e) { /* file: pages may refuse */ }
  }

  function fillMenu() {
    var list = choice.view === 'construct'
      ? queens.construct.map(function (c) { return c.n; })
      : queens.boards.map(function (b) { return b.n; });
    nMenu.innerHTML = '';
    list.forEach(function (n) { nMenu.add(new Option(String(n), String(n))); });
    nMenu.value = String(choice.n);
    for (var i = 0; i < views.length; i++) { views[i].checked = views[i].value === choice.view; }
  }

  function select(next, k) {
    pause();
    for (var key in next) { choice[key] = next[key]; }
    if (choice.view !== 'construct' && !offered(choice.n)) {
      // The nearest n offered.
      var best = queens.boards[0].n;
      queens.boards.forEach(function (b) { if (Math.abs(b.n - choice.n) < Math.abs(best - choice.n)) { best = b.n; } });
      choice.n = best;
    }
    if (choice.view === 'construct' && !constructed(choice.n)) { choice.n = queens.construct[0].n; }
    fillMenu();
    var entry = offered(choice.n);
    board = entry || constructed(choice.n);
    stage.innerHTML = board.svg;
    var svg = stage.querySelector('svg');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', say(words.board, { n: choice.n }));
    document.body.style.setProperty('--fw', board.geometry.width);
    document.body.style.setProperty('--fh', board.geometry.height);
    overlay = el('g', { id: 'overlay' }, svg);
    var trying = choice.view === 'try';
    if (mine.n !== choice.n) { resetMine(); }
    if (trying) { squares(svg); }
    controls.hidden = trying;
    turnBox.hidden = !trying;
    helpLine.textContent = trying ? tw.help : helpText;
    answerBox.hidden = true;
    reasonBox.hidden = true;
    var searching = choice.view === 'search';
    $('q-program').hidden = !searching;
    statePanel.hidden = !searching;
    main.classList.toggle('queens-search', searching);
    programLine.hidden = !searching;
    programLine.textContent = searching ? words.program : '';
    if (searching) { fillProgram(); }
    frames = makeFrames();
    root.setAttribute('data-q-n', String(choice.n));
    root.setAttribute('data-q-view', choice.view);
    root.setAttribute('data-steps', String(frames.length));
    document.querySelectorAll('#legend li[data-views]').forEach(function (li) {
      li.hidden = li.getAttribute('data-views').split(' ').indexOf('queens-' + choice.view) < 0;
    });
    show(k === 'last' ? frames.length - 1 : k);
    if (trying) { mineStatus(); }
  }

  // Your turn: the student places and lifts queens; a square a queen
  // attacks is refused, naming it; a rank left with no square free is
  // said at once; the hint is the textbook program's first solution that
  // keeps the queens placed (rules.js, as `boardfig queens --place`).
  function resetMine() {
    var files = [];
    for (var r = 0; r < choice.n; r++) { files.push(-1); }
    mine = { n: choice.n, files: files, undone: [], hint: -1, cursor: 0, said: say(tw.start, { n: choice.n }) };
  }
  function squares(svg) {
    var hits = el('g', { id: 'squares', fill: 'transparent' }, svg), cell = board.geometry.cell;
    for (var s = 0; s < choice.n * choice.n; s++) {
      var c = centre(s);
      var rect = el('rect', { x: c[0] - cell / 2, y: c[1] - cell / 2, width: cell, height: cell, 'data-square': squareName(choice.n, s), tabindex: s === mine.cursor ? '0' : '-1', role: 'button', 'aria-label': squareName(choice.n, s) }, hits);
      rect.style.cursor = 'pointer';
    }
  }
  function rules() { return new BoardfigRules.Queens(choice.n); }
  function count() { return mine.files.filter(function (f) { return f >= 0; }).length; }
  // The first rank (from 1) whose every square a queen attacks, or 0.
  function blockedRank() {
    var n = choice.n, r = rules();
    for (var rank = 0; rank < n; rank++) {
      if (mine.files[rank] >= 0) { continue; }
      var free = false;
      for (var f = 0; f < n && !free; f++) { free = r.attacker(mine.files, rank * n + f) < 0; }
      if (!free) { return rank + 1; }
    }
    return 0;
  }
  function drawMine() {
    var n = choice.n, blocked = blockedRank();
    if (blocked) { for (var f = 0; f < n; f++) { mark(0, (blocked - 1) * n + f); } }
    mine.files.forEach(function (f, rank) { if (f >= 0) { queen(rank * n + f); } });
    if (mine.hint >= 0) {
      // The hint: a faint queen in a dashed square (not the colour alone).
      var side = board.geometry.cell, c = centre(mine.hint), inset = side * 0.08;
      var w = Math.max(side * 0.06, 1.5);
      el('rect', {
        x: r2(c[0] - side / 2 + inset), y: r2(c[1] - side / 2 + inset),
        width: r2(side - 2 * inset), height: r2(side - 2 * inset),
        fill: 'none', stroke: theme.marker, 'stroke-width': r2(w),
        'stroke-dasharray': r2(w * 1.6) + ' ' + r2(w * 1.2), class: 'q-hint-square'
      });
      var g = el('g', { opacity: '0.45' }), kept = overlay;
      overlay = g;
      queen(mine.hint);
      overlay = kept;
    }
  }
  function mineStatus() {
    var n = choice.n, blocked = blockedRank(), done = count() === n;
    root.setAttribute('data-q-place', mine.files.map(function (f, r) { return f >= 0 ? squareName(n, r * n + f) : ''; }).filter(String).join(' '));
    root.setAttribute('data-turn', done ? 'done' : blocked ? 'dead' : 'open');
    reasonBox.hidden = !done && !blocked;
    if (blocked) { reasonBox.textContent = say(tw.blocked, { rank: blocked }); }
    if (done) {
      var first = solution(offered(n).first, 0, n, offered(n).width);
      var same = columns(first) === columns(mine.files);
      reasonBox.textContent = say(tw.done, { n: n }) + ' ' + (same ? tw.same : say(tw.other, { columns: columns(first) }));
      if (!same) {
        answerBox.hidden = false;
        answerStage.innerHTML = board.svg;
        var svg = answerStage.querySelector('svg'), kept = overlay;
        svg.setAttribute('role', 'img');
        svg.setAttribute('aria-label', say(tw.other, { columns: columns(first) }));
        overlay = el('g', {}, svg);
        placed(first)();
        overlay = kept;
      }
      var shown = stage.querySelector('svg');
      shown.classList.remove('celebrate');
      void shown.getBBox();
      shown.classList.add('celebrate');
    }
  }
  function mineChanged(said) {
    var keys = document.activeElement && document.activeElement.getAttribute &&
      document.activeElement.getAttribute('data-square');
    mine.said = said;
    select({}, 0);
    remember();
    if (keys) { moveCursor(0, 0); }
  }
  function refuse(said) {
    mine.said = said;
    caption.textContent = said;
    frames[0].lines = [said];
  }
  // A click on square k: a queen there is lifted; else one is placed,
  // unless a queen attacks the square.
  function toggleSquare(k) {
    var n = choice.n, rank = Math.floor(k / n), file = k % n;
    mine.cursor = k;
    mine.hint = -1;
    if (mine.files[rank] === file) {
      mine.files[rank] = -1;
      mine.undone = [];
      return mineChanged(say(tw.lifted, { square: squareName(n, k) }));
    }
    var by = rules().attacker(mine.files, k);
    if (by >= 0) { return refuse(say(tw.attacked, { square: squareName(n, k), queen: squareName(n, by) })); }
    mine.files[rank] = file;
    mine.undone = [];
    mine.steps = (mine.steps || []).concat([k]);
    mineChanged(say(tw.placed, { count: count(), n: n, square: squareName(n, k) }));
  }
  // Undo and redo step through the queens placed, last first.
  function undoMine() {
    var n = choice.n, last = -1;
    (mine.steps || []).forEach(function (k) { if (mine.files[Math.floor(k / n)] === k % n) { last = k; } });
    if (last < 0) { return; }
    mine.files[Math.floor(last / n)] = -1;
    mine.steps = mine.steps.filter(function (k) { return k !== last; });
    mine.undone.push(last);
    mine.hint = -1;
    mineChanged(say(tw.lifted, { square: squareName(n, last) }));
  }
  function redoMine() {
    var n = choice.n, k = mine.undone.pop();
    if (k === undefined) { return; }
    if (rules().attacker(mine.files, k) >= 0) { return; }
    mine.files[Math.floor(k / n)] = k % n;
    mine.steps = (mine.steps || []).concat([k]);
    mine.hint = -1;
    mineChanged(say(tw.placed, { count: count(), n: n, square: squareName(n, k) }));
  }
  function restartMine() { resetMine(); mineChanged(mine.said); }
  function hintMine() {
    var n = choice.n;
    if (count() === n) { return; }
    var found = rules().firstCompletion(mine.files, HINT_BUDGET);
    if (found.kind === 'placement') {
      var rank = mine.files.indexOf(-1);
      mine.hint = rank * n + found.files[rank];
      mineChanged(say(tw.hint, { square: squareName(n, mine.hint) }));
    } else if (found.kind === 'budget') {
      refuse(say(tw.hintBudget, { nodes: HINT_BUDGET }));
    } else {
      refuse(tw.hintNone);
    }
  }
  function moveCursor(df, dr) {
    mine.cursor = knights.focusSquare(choice.n, choice.n, mine.cursor, df, dr, function (k) { return squareName(choice.n, k); });
  }
  var turnKeys = {
    undo: undoMine, redo: redoMine, move: moveCursor,
    press: function (name) { toggleSquare(squareIndex(name)); }
  };
  function squareIndex(name) {
    for (var k = 0; k < choice.n * choice.n; k++) { if (squareName(choice.n, k) === name) { return k; } }
    return -1;
  }
  // The queens of an address, each placed as a click places it.
  function placeAll(names) {
    resetMine();
    names.forEach(function (name) {
      var k = squareIndex(name);
      if (k >= 0 && mine.files[Math.floor(k / choice.n)] < 0 && rules().attacker(mine.files, k) < 0) {
        mine.files[Math.floor(k / choice.n)] = k % choice.n;
        mine.steps = (mine.steps || []).concat([k]);
      }
    });
    mine.said = count() ? say(tw.placed, { count: count(), n: choice.n, square: names[names.length - 1] }) : mine.said;
    select({}, 0);
  }

  // The knights' player, on the queens' frames.
  var player = new knights.Player({
    frames: function () { return frames; },
    step: function () { return step; },
    show: function (k) { show(k); },
    remember: function () { remember(); }
  });
  function pause() { player.pause(); }
  function toggle() { player.toggle(); }
  function go(k) { player.go(k); }
  function choose(next) { select(next, 0); remember(); }

  // The puzzle: the queens shown, or the knights back as they were.
  function setPuzzle(queensOn, next, k) {
    shown = queensOn;
    root.setAttribute('data-puzzle', queensOn ? 'queens' : 'knight');
    main.classList.toggle('queens', queensOn);
    puzzleMenu.value = queensOn ? 'queens' : 'knight';
    knightsOnly.forEach(function (e) { if (queensOn) { e.hidden = true; } else if (e.id === 'choices' || e.id === 'hint') { e.hidden = false; } });
    queensOnly.forEach(function (e) { e.hidden = !queensOn; });
    if (queensOn) {
      controls.hidden = false;
      knights.pause();
      select(next || {}, k === undefined ? 0 : k);
    } else {
      pause();
      note.hidden = true;
      $('q-program').hidden = true;
      statePanel.hidden = true;
      main.classList.remove('queens-search');
      ['data-q-n', 'data-q-view', 'data-q-columns'].forEach(function (a) { root.removeAttribute(a); });
      knights.restore();
    }
  }

  function fromHash() {
    var hash = window.location.hash.replace(/^#/, '');
    var parts = hash.split('&');
    if (parts.indexOf('puzzle=queens') < 0) { return null; }
    var next = {}, k = 'last', place = null;
    parts.forEach(function (part) {
      var kv = part.split('='), key = kv[0], value = kv.length > 1 ? decodeURIComponent(kv[1]) : '';
      if (key === 'n' && /^[0-9]+$/.test(value)) { next.n = Number(value); }
      else if (key === 'view' && ['first', 'all', 'fundamental', 'search', 'construct', 'try'].indexOf(value) >= 0) { next.view = value; }
      else if (key === 'place') { place = value ? value.split('.') : []; }
      else if (key === 'step') { k = value === 'last' ? 'last' : parseInt(value, 10); }
    });
    return { next: next, step: isNaN(k) ? 'last' : k, place: place };
  }
  function opening(h) {
    setPuzzle(true, h.next, h.step);
    if (h.place && choice.view === 'try') { placeAll(h.place); }
  }

  if (!queens.boards.length) { puzzleMenu.disabled = true; return; }
  puzzleMenu.addEventListener('change', function () {
    setPuzzle(puzzleMenu.value === 'queens', {}, 0);
    if (shown) { remember(); }
  });
  nMenu.addEventListener('change', function () { choose({ n: Number(nMenu.value) }); });
  Array.prototype.forEach.call(views, function (v) {
    v.addEventListener('change', function () { if (v.checked) { choose({ view: v.value }); } });
  });
  // While the queens are shown, the controls and keys are theirs: these
  // handlers run first (capturing) and stop the knights'.
  var actions = { first: function () { go(0); }, back: function () { go(step - 1); }, play: toggle, next: function () { go(step + 1); }, last: function () { go(frames.length - 1); } };
  controls.addEventListener('click', function (e) {
    if (!shown) { return; }
    var button = e.target.closest ? e.target.closest('button') : null;
    if (button && actions[button.id]) { e.stopPropagation(); actions[button.id](); }
  }, true);
  controls.addEventListener('input', function (e) {
    if (!shown || e.target !== slider) { return; }
    e.stopPropagation();
    go(Number(slider.value));
  }, true);
  // Your turn's clicks, buttons and keys, before the knights'.
  window.addEventListener('click', function (e) {
    if (!shown || choice.view !== 'try') { return; }
    var square = e.target && e.target.getAttribute && e.target.getAttribute('data-square');
    var button = e.target.closest ? e.target.closest('#turn button') : null;
    if (square && stage.contains(e.target)) { e.stopPropagation(); toggleSquare(squareIndex(square)); }
    else if (button) {
      e.stopPropagation();
      ({ undo: undoMine, redo: redoMine, ask: hintMine, restart: restartMine })[button.id]();
    }
  }, true);
  window.addEventListener('keydown', function (e) {
    if (!shown) { return; }
    e.stopPropagation();
    var mine = choice.view === 'try' ? knights.turnKey(e, turnKeys) : knights.playerKey(e, player, frames.length - 1);
    if (mine) { e.preventDefault(); }
  }, true);
  window.addEventListener('hashchange', function () {
    var h = fromHash();
    if (h) { opening(h); }
  });

  var opened = fromHash();
  if (opened) { opening(opened); } else { puzzleMenu.value = 'knight'; root.setAttribute('data-puzzle', 'knight'); }
})();
