// boardfig explorer: every answer was computed by boardfig when the page
// was written and is stored in #boardfig-explorer; this script only
// decodes and draws them. No network, no framework.
//
// A choice is the board, the start, the end (or none), open or closed,
// the method and what is shown: the tour, the search of the textbook
// program (`search`), the search with pruning rules (`pruned`), or the
// student's own moves (`try`, "Your turn"), checked by BoardfigRules
// (rules.js) as boardfig's search checks a path. The address holds it:
// #board=6x6&start=b1&closed&method=textbook&view=search&step=17, or
// #board=5x5&start=a1&view=try&path=a1.b3.c5.
// Its words are the page's (data.words), in the page's language: labels,
// and patterns whose {name} slots it fills.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('boardfig-explorer').textContent);
  var root = document.documentElement;
  var $ = function (id) { return document.getElementById(id); };
  var stage = $('stage'), caption = $('caption'), slider = $('slider'), playButton = $('play');
  var speed = $('speed'), reasonBox = $('reason'), programLine = $('program'), limits = $('limits');
  var boardMenu = $('board'), startMenu = $('start'), endMenu = $('end'), closedBox = $('closed');
  var methodMenu = $('method');
  var views = document.querySelectorAll('input[name=view]');
  var controlsBox = document.querySelector('.controls'), turnBox = $('turn'), helpLine = $('hint');
  var answerBox = $('answer'), answerStage = $('answer-stage'), helpText = helpLine.textContent;
  var SVG = 'http://www.w3.org/2000/svg';
  // Squares the hint's search may enter before it gives up.
  var HINT_BUDGET = 200000;
  // Squares the search for a tour to an end square may enter here.
  var END_BUDGET = 1000000;
  var DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  var theme = data.theme;
  var words = data.words;
  controlsBox.hidden = false;

  var choice = { board: 0, start: 0, end: -1, closed: false, method: data.methods[0].id, view: 'tour' };
  var frames = [], step = 0, overlay = null, board = null, answer = null;
  // The student's path (square indices, the start first), the moves
  // undone (for redo), the square the keys point at, the hint shown, the
  // choice the path belongs to, and what the path has come to (set with
  // the root's attributes, before the board is drawn).
  var turn = { path: [], undone: [], cursor: 0, hint: -1, said: '', owner: '' };

  // Numbers: base-64 digits of five bits, lowest first; a digit of 32 or
  // more is followed by another.
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

  // A pattern of data.words with each {name} slot filled from `values`.
  function say(pattern, values) {
    return pattern.replace(/\{(\w+)\}/g, function (slot, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : slot;
    });
  }

  function squareName(b, k) {
    var file = k % b.files, rank = Math.floor(k / b.files), name = '';
    for (var f = file + 1; f > 0; f = Math.floor((f - 1) / 26)) {
      name = String.fromCharCode(97 + (f - 1) % 26) + name;
    }
    return name + (rank + 1);
  }
  function squareIndex(b, name) {
    for (var k = 0; k < b.files * b.ranks; k++) { if (squareName(b, k) === name) { return k; } }
    return -1;
  }

  // A stored tour: two move codes a digit, the first in the low bits.
  function decodeTour(b, start, code) {
    var squares = [start], at = start, moves = b.files * b.ranks - 1;
    for (var i = 0; i < moves; i++) {
      var d = DIGITS.indexOf(code.charAt(i >> 1));
      var step = data.steps[(i & 1) ? d >> 3 : d & 7];
      var file = at % b.files + step[0], rank = Math.floor(at / b.files) + step[1];
      at = rank * b.files + file;
      squares.push(at);
    }
    return squares;
  }

  // The stored answer of the current choice: {kind, squares | reason | nodes}.
  function lookup() {
    var entry;
    if (choice.end >= 0 && board.endProofs) {
      entry = board.endProofs[choice.start].split(' ')[choice.end];
      if (!entry) { return searchedEnd(); }
      if (entry === 'C') { return evenColour(); }
    } else if (choice.end >= 0 && board.ends) {
      entry = board.ends[choice.method][choice.start].split(' ')[choice.end];
    } else {
      entry = board.tours[choice.method + '-' + (choice.closed ? 'closed' : 'open')][choice.start];
    }
    var kind = entry.charAt(0), rest = entry.slice(1);
    if (kind === 'T') { return { kind: 'tour', squares: decodeTour(board, choice.start, rest) }; }
    if (kind === 'N') { return { kind: 'none', reason: decodeReason(board.reasons[Number(rest)]) }; }
    if (kind === 'R') { return { kind: 'refused', reason: decodeReason(board.reasons[Number(rest)]) }; }
    return { kind: 'spent', nodes: Number(rest) };
  }

  // A tour to an end square on a board too large to store every pair's
  // (no theorem rules the pair out): the backtracking in the method's
  // order, searched here with boardfig's rules, as `boardfig knight
  // --method backtrack --order O --end E` searches it; other methods are
  // left to the command line.
  var searched = {};
  function reasonOf(caption) {
    return { caption: caption, detail: '', ringed: [], dotted: [], outlined: false, moves: [] };
  }
  // Two ends of one colour on a board of an even number of squares, in
  // the words `boardfig knight --end` gives, both squares ringed.
  function evenColour() {
    var w = words.evenColour, area = board.files * board.ranks, s = choice.start, e = choice.end;
    var values = { start: squareName(board, s), end: squareName(board, e), board: board.name, area: area, moves: area - 1 };
    var dark = (s % board.files + Math.floor(s / board.files)) % 2 === 0;
    var reason = reasonOf(say(w.caption, values));
    reason.detail = say(dark ? w.dark : w.light, values);
    reason.ringed = [s, e];
    return { kind: 'none', reason: reason };
  }
  function searchedEnd() {
    var key = [board.name, choice.method, choice.start, choice.end].join(' ');
    if (searched[key]) { return searched[key]; }
    var offer = data.methods.filter(function (m) { return m.id === choice.method; })[0];
    var answer;
    if (offer.method !== 'backtrack') {
      var command = 'boardfig knight --board ' + board.name + ' --start ' + squareName(board, choice.start) +
        ' --end ' + squareName(board, choice.end) + ' --method ' + offer.method;
      answer = { kind: 'refused', reason: reasonOf(say(words.endBacktrackOnly, { board: board.name, command: command })) };
    } else {
      var rules = new BoardfigRules.Knight({
        files: board.files, ranks: board.ranks, start: choice.start, end: choice.end, closed: false, order: offer.deltas
      });
      var found = rules.firstTour([choice.start], END_BUDGET);
      if (found.kind === 'tour') { answer = { kind: 'tour', squares: found.squares }; }
      else if (found.kind === 'budget') { answer = { kind: 'spent', nodes: END_BUDGET }; }
      else {
        answer = { kind: 'none', reason: reasonOf(say(words.endExhausted, { start: squareName(board, choice.start), end: squareName(board, choice.end) })) };
      }
    }
    searched[key] = answer;
    return answer;
  }

  // A stored text: its number of lines, each line's template and the
  // values of its slots (squares and numbers).
  function readText(r) {
    var lines = [];
    for (var n = r.number(); n > 0; n--) {
      var template = data.templates[r.number()], words = '';
      for (var i = 0; i < template.length; i++) {
        var c = template.charAt(i);
        if (c === '\u0001') { words += squareName(board, r.number()); }
        else if (c === '\u0002') { words += String(r.number()); }
        else { words += c; }
      }
      lines.push(words);
    }
    return lines;
  }
  function readSquares(r) {
    var list = [];
    for (var n = r.number(); n > 0; n--) { list.push(r.number()); }
    return list;
  }

  // A stored reason there is no tour: its caption, its argument, the
  // squares ringed and dotted, whether the sides are outlined, the moves.
  function decodeReason(text) {
    var r = new Reader(text);
    var reason = { caption: readText(r).join('\n'), detail: readText(r).join('\n') };
    reason.ringed = readSquares(r);
    reason.dotted = readSquares(r);
    reason.outlined = r.number() === 1;
    reason.moves = [];
    for (var n = r.number(); n > 0; n--) { reason.moves.push([r.number(), r.number()]); }
    return reason;
  }

  // A stored search: its moments, each the kind (8 added when
  // time-lapsed), the caption's template and values, the path kept and
  // added, the marks.
  function decodeSearch(text) {
    var r = new Reader(text), out = [], path = [];
    while (r.at < text.length) {
      var kind = r.number(), lines = readText(r);
      path = path.slice(0, r.number());
      for (var n = r.number(); n > 0; n--) { path.push(r.number()); }
      var marks = [];
      for (var m = r.number(); m > 0; m--) {
        var v = r.number();
        marks.push([v % 4, Math.floor(v / 4), v % 4 === 3 ? r.number() : 0]);
      }
      out.push({ kind: kind & 7, lapse: kind >= 8, lines: lines, path: path.slice(), marks: marks });
    }
    return out;
  }

  function searchKey() {
    return choice.method + '-' + (choice.closed ? 'closed' : 'open') + (choice.view === 'search' ? '-plain' : '');
  }

  // The command that draws the current choice's search.
  function command() {
    var parts = ['boardfig knight --board', board.name, '--start', squareName(board, choice.start)];
    if (choice.closed) { parts.push('--closed'); }
    if (choice.method !== 'textbook') { parts.push('--order', choice.method); }
    parts.push('--animate search');
    if (choice.view === 'pruned') { parts.push('--prune'); }
    return parts.join(' ') + ' --html search.html';
  }

  function searchText() {
    if (!board.searches || choice.end >= 0) { return null; }
    var list = board.searches[searchKey()];
    return list ? list[choice.start] : null;
  }

  // Drawing, as the figures draw: the same colours, widths and shapes.
  function el(name, attrs, parent) {
    var e = document.createElementNS(SVG, name);
    for (var k in attrs) { e.setAttribute(k, attrs[k]); }
    (parent || overlay).appendChild(e);
    return e;
  }
  function r2(v) { return Math.round(v * 100) / 100; }
  function centre(k) {
    var g = board.geometry;
    var file = k % board.files, row = board.ranks - 1 - Math.floor(k / board.files);
    return [g.left + (file + 0.5) * g.cell, g.top + (row + 0.5) * g.cell];
  }
  function pts(list) { return list.map(function (p) { return r2(p[0]) + ',' + r2(p[1]); }).join(' '); }
  function line(points, closed, color, width, parent) {
    var g = el('g', { fill: 'none', stroke: color, 'stroke-width': r2(width), 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, parent);
    el(closed ? 'polygon' : 'polyline', { points: pts(points) }, g);
  }
  function dots(points, r, fill) {
    points.forEach(function (p) { el('circle', { cx: r2(p[0]), cy: r2(p[1]), r: r2(r), fill: fill }); });
  }
  function disc(p, r, fill, stroke, width) {
    var a = { cx: r2(p[0]), cy: r2(p[1]), r: r2(r), fill: fill };
    if (stroke) { a.stroke = stroke; a['stroke-width'] = r2(width); }
    el('circle', a);
  }
  function knight(p) {
    var size = board.geometry.cell * 0.86;
    var g = el('g', { transform: 'translate(' + r2(p[0] - size / 2) + ' ' + r2(p[1] - size / 2) + ') scale(' + Math.round(size * 10) / 1000 + ')' });
    el('use', { href: '#knight', fill: theme.piece, stroke: theme.outline, 'stroke-width': 4, 'stroke-linejoin': 'round' }, g);
    el('use', { href: '#knight-d', fill: theme.outline }, g);
  }
  function mark(kind, k, bits) {
    var side = board.geometry.cell, c = centre(k), x = c[0] - side / 2, y = c[1] - side / 2, w;
    if (kind === 0) {
      var pad = side * 0.2;
      w = Math.max(side * 0.12, 1.5);
      line([[x + pad, y + pad], [x + side - pad, y + side - pad]], false, theme.rejected, w);
      line([[x + side - pad, y + pad], [x + pad, y + side - pad]], false, theme.rejected, w);
    } else if (kind === 1) {
      var ring = [];
      for (var i = 0; i < 32; i++) {
        var angle = 2 * Math.PI * i / 32;
        ring.push([c[0] + side * 0.38 * Math.cos(angle), c[1] + side * 0.38 * Math.sin(angle)]);
      }
      line(ring, true, theme.cause, Math.max(side * 0.08, 1.5));
    } else if (kind === 3) {
      // Reason numbers in the upper right corner: a cross and its rings
      // share one.
      var numbers = [];
      for (var b = 0; b < 16; b++) { if (bits >> b & 1) { numbers.push(b + 1); } }
      var size = Math.max(side * 0.3, 9);
      var t = el('text', { x: r2(x + side - size * 0.2), y: r2(y + size * 1.0), 'text-anchor': 'end', 'font-size': r2(size), 'font-family': 'system-ui, sans-serif', fill: theme.text, stroke: theme.background, 'stroke-width': r2(size * 0.22), 'paint-order': 'stroke' });
      t.textContent = numbers.join(',');
    } else {
      w = Math.max(side * 0.08, 1.5);
      var p = w / 2 + Math.max(side * 0.06, 1);
      line([[x + p, y + p], [x + side - p, y + p], [x + side - p, y + side - p], [x + p, y + side - p]], true, theme.retreat, w);
    }
  }

  function drawTour(squares, shown, closing) {
    var cell = board.geometry.cell, w = Math.max(cell * theme.weight, 1);
    var points = squares.slice(0, shown).map(centre);
    if (points.length > 1) { line(points, false, theme.path, w); }
    if (closing) {
      var a = points[points.length - 1], b = points[0];
      el('path', { d: 'M' + r2(a[0]) + ' ' + r2(a[1]) + 'L' + r2(b[0]) + ' ' + r2(b[1]), fill: 'none', stroke: theme.path, 'stroke-width': r2(w), 'stroke-linecap': 'round', 'stroke-dasharray': r2(w * 1.2) + ' ' + r2(w * 2.4) });
    }
    dots(points, Math.max(w * 1.25, cell * 0.08), theme.path);
    disc(points[0], Math.max(cell * 0.15, 1.5), theme.marker);
    knight(closing ? points[0] : points[points.length - 1]);
  }

  function drawMoment(moment) {
    var cell = board.geometry.cell, points = moment.path.map(centre);
    if (points.length > 1) {
      line(points, false, theme.path, Math.max(cell * theme.weight, 1));
      dots(points.slice(1), Math.max(cell * 0.07, 1.5), theme.path);
    }
    if (points.length) { disc(points[0], Math.max(cell * 0.15, 1.5), theme.marker); }
    moment.marks.forEach(function (m) { mark(m[0], m[1], m[2]); });
    if (points.length) { knight(points[points.length - 1]); }
  }

  function drawReason(reason) {
    var g = board.geometry, cell = g.cell, x1 = g.left + board.files * cell, y1 = g.top + board.ranks * cell;
    if (reason.outlined) {
      line([[g.left, g.top], [x1, g.top], [x1, y1], [g.left, y1]], true, theme.marker, Math.max(cell * 0.1, 2));
    }
    reason.moves.forEach(function (m) { line([centre(m[0]), centre(m[1])], false, theme.path, Math.max(cell * theme.weight * 0.6, 1)); });
    var dotted = reason.dotted.slice();
    reason.moves.forEach(function (m) {
      m.forEach(function (k) { if (dotted.indexOf(k) < 0 && reason.ringed.indexOf(k) < 0) { dotted.push(k); } });
    });
    dots(dotted.map(centre), Math.max(cell * 0.12, 1.5), theme.text);
    reason.ringed.forEach(function (k) {
      var dark = (k % board.files + Math.floor(k / board.files)) % 2 === 0;
      disc(centre(k), cell * 0.38, dark ? theme.dark : theme.light, theme.cause, Math.max(cell * 0.08, 1.5));
    });
  }

  // The frames of the current choice: {draw, words, delay}.
  function makeFrames() {
    answer = lookup();
    if (choice.view === 'try') {
      return [{ draw: drawTurn, lines: [turn.said], delay: 2000 }];
    }
    var list = [];
    var squares = answer.kind === 'tour' ? answer.squares : null;
    var text = choice.view !== 'tour' ? searchText() : null;
    var spent = text !== null && text.split('|')[1].charAt(0) === 'S';
    if (spent) {
      // The textbook program runs longer than the page replays it.
      var calls = text.split('|')[1].slice(1);
      list.push({ draw: function () {}, lines: [say(words.spentReplay, { calls: calls, command: command() })], delay: 2000 });
    } else if (text) {
      var moments = decodeSearch(text.split('|')[0]);
      moments.forEach(function (m, k) {
        var held = k === moments.length - 1 || m.kind === 5;
        list.push({ draw: function () { drawMoment(m); }, lines: m.lines, delay: held ? 2000 : m.lapse ? 150 : 600 });
      });
    } else if (squares) {
      var n = squares.length, closing = choice.closed && n > 2, moves = n - 1 + (closing ? 1 : 0);
      squares.forEach(function (sq, k) {
        var text = k === 0 ? say(words.start, { square: squareName(board, sq) })
          : say(words.move, { move: k, moves: moves, from: squareName(board, squares[k - 1]), to: squareName(board, sq) });
        list.push({ draw: function () { drawTour(squares, k + 1, false); }, lines: [text], delay: 250 });
      });
      if (closing) {
        var closes = say(words.closing, { moves: moves, from: squareName(board, squares[n - 1]), to: squareName(board, squares[0]) });
        list.push({ draw: function () { drawTour(squares, n, true); }, lines: [closes], delay: 250 });
      }
      list[list.length - 1].delay = 2000;
    }
    if (!list.length) {
      var said = answer.kind === 'spent'
        ? say(words.spent, { nodes: answer.nodes })
        : answer.reason.caption;
      list.push({ draw: function () { if (answer.reason) { drawReason(answer.reason); } }, lines: [said], delay: 2000 });
    }
    return list;
  }

  function setRoot() {
    root.setAttribute('data-board', board.name);
    root.setAttribute('data-start', squareName(board, choice.start));
    root.setAttribute('data-end', choice.end >= 0 ? squareName(board, choice.end) : '');
    root.setAttribute('data-closed', choice.closed ? 'true' : 'false');
    root.setAttribute('data-method', choice.method);
    root.setAttribute('data-view', choice.view);
    var trying = choice.view === 'try';
    controlsBox.hidden = trying;
    turnBox.hidden = !trying;
    helpLine.textContent = trying ? words['try'].help : helpText;
    var program = words.programs[choice.view];
    programLine.hidden = !program;
    programLine.textContent = program || '';
    // The legend lists the marks the view can draw.
    document.querySelectorAll('#legend li[data-views]').forEach(function (li) {
      li.hidden = li.getAttribute('data-views').split(' ').indexOf(choice.view) < 0;
    });
    root.setAttribute('data-found', answer.kind === 'tour' ? 'true' : 'false');
    root.setAttribute('data-squares', answer.kind === 'tour' ? answer.squares.map(function (k) { return squareName(board, k); }).join(' ') : '');
    root.setAttribute('data-steps', String(frames.length));
    var none = answer.kind !== 'tour';
    reasonBox.hidden = !none;
    reasonBox.textContent = none && answer.reason ? reasonWords(answer) : '';
    if (answer.kind === 'spent') { reasonBox.textContent = say(words.reasonSpent, { nodes: answer.nodes }); }
    answerBox.hidden = true;
    if (trying) { turnStatus(); }
  }

  // Why there is no tour: "Not Found" as the exercise prints it, the
  // caption and its argument; a method that builds nothing says why alone.
  function reasonWords(answer) {
    var reason = answer.reason;
    if (answer.kind !== 'none') { return reason.caption; }
    return reason.detail
      ? say(words.notFoundDetail, { caption: reason.caption, detail: reason.detail })
      : say(words.notFound, { caption: reason.caption });
  }

  function show(k) {
    step = Math.max(0, Math.min(frames.length - 1, k));
    while (overlay.firstChild) { overlay.removeChild(overlay.firstChild); }
    frames[step].draw();
    var text = frames[step].lines.join('\n');
    caption.textContent = text;
    root.setAttribute('data-step', String(step));
    slider.max = String(frames.length - 1);
    slider.value = String(step);
    slider.setAttribute('aria-valuetext', text);
  }

  function address() {
    var parts = ['board=' + board.name, 'start=' + squareName(board, choice.start)];
    if (choice.end >= 0) { parts.push('end=' + squareName(board, choice.end)); }
    if (choice.closed) { parts.push('closed'); }
    parts.push('method=' + choice.method, 'view=' + choice.view);
    if (choice.view === 'try') {
      parts.push('path=' + turn.path.map(function (k) { return squareName(board, k); }).join('.'));
    } else { parts.push('step=' + step); }
    return '#' + parts.join('&');
  }
  function remember() {
    try { window.history.replaceState(null, '', address()); } catch (e) { /* file: pages may refuse */ }
  }

  // Whether the current board offers end squares.
  function hasEnds() { return !!(board.ends || board.endProofs); }

  // Whether the current board offers closed tours.
  function closable() { return !!board.tours[data.methods[0].id + '-closed']; }

  // The menus of the current board, and what the choice allows.
  function fillMenus() {
    var area = board.files * board.ranks;
    startMenu.innerHTML = '';
    endMenu.innerHTML = '';
    endMenu.add(new Option(words.endNone, '-1'));
    for (var k = 0; k < area; k++) {
      startMenu.add(new Option(squareName(board, k), String(k)));
      if (hasEnds() && k !== choice.start) { endMenu.add(new Option(squareName(board, k), String(k))); }
    }
    boardMenu.value = String(choice.board);
    startMenu.value = String(choice.start);
    endMenu.value = String(choice.end);
    endMenu.disabled = !hasEnds();
    closedBox.checked = choice.closed;
    closedBox.disabled = choice.end >= 0 || !closable();
    // A large board offers open tours only, and says so.
    limits.hidden = closable();
    limits.textContent = closable() ? '' : say(words.openOnly, { board: board.name });
    methodMenu.value = choice.method;
    var searchable = !!board.searches && choice.end < 0 && board.searches[choice.method + '-open'];
    views[1].disabled = !searchable;
    views[2].disabled = !searchable;
    if (!searchable && choice.view !== 'try') { choice.view = 'tour'; }
    views[0].checked = choice.view === 'tour';
    views[1].checked = choice.view === 'search';
    views[2].checked = choice.view === 'pruned';
    views[3].checked = choice.view === 'try';
  }

  function select(next, k) {
    pause();
    for (var key in next) { choice[key] = next[key]; }
    board = data.boards[choice.board];
    var area = board.files * board.ranks;
    if (choice.start >= area) { choice.start = 0; }
    if (choice.end >= area || choice.end === choice.start || !hasEnds()) { choice.end = -1; }
    if (choice.end >= 0 || !closable()) { choice.closed = false; }
    fillMenus();
    stage.innerHTML = board.svg;
    var svg = stage.querySelector('svg');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', say(words.board, { board: board.name }));
    document.body.style.setProperty('--fw', board.geometry.width);
    document.body.style.setProperty('--fh', board.geometry.height);
    overlay = el('g', { id: 'overlay' }, svg);
    var hits = el('g', { id: 'squares', fill: 'transparent' }, svg);
    // The student's path belongs to a board, start, end and closing.
    var owner = [board.name, choice.start, choice.end, choice.closed].join(' ');
    if (turn.owner !== owner) {
      turn = { path: [choice.start], undone: [], cursor: choice.start, hint: -1, said: '', owner: owner };
      turn.said = say(words['try'].start, { square: squareName(board, choice.start) });
    }
    for (var s = 0; s < area; s++) {
      var c = centre(s), cell = board.geometry.cell;
      var rect = el('rect', { x: c[0] - cell / 2, y: c[1] - cell / 2, width: cell, height: cell, 'data-square': squareName(board, s) }, hits);
      rect.style.cursor = 'pointer';
      if (choice.view === 'try') {
        rect.setAttribute('tabindex', s === turn.cursor ? '0' : '-1');
        rect.setAttribute('role', 'button');
        rect.setAttribute('aria-label', squareName(board, s));
      }
    }
    frames = makeFrames();
    setRoot();
    show(k === undefined ? frames.length - 1 : k === 'last' ? frames.length - 1 : k);
  }


  // Your turn: the student's path, checked after every move by the
  // rules of boardfig's search (rules.js), in the search figures' words.
  function sq(k) { return squareName(board, k); }
  function dark(k) { return (k % board.files + Math.floor(k / board.files)) % 2 === 0; }
  function knightStep(a, b) {
    var df = Math.abs(a % board.files - b % board.files);
    var dr = Math.abs(Math.floor(a / board.files) - Math.floor(b / board.files));
    return df * dr === 2;
  }
  function rules() {
    return new BoardfigRules.Knight({
      files: board.files, ranks: board.ranks, start: turn.path[0], end: choice.end,
      closed: choice.closed, order: data.textbook
    });
  }
  function listWords(items) {
    if (items.length < 2) { return items.join(''); }
    return say(words['try'].listAnd, { init: items.slice(0, -1).join(', '), last: items[items.length - 1] });
  }
  // Why square k cannot be last, as the end of a sentence.
  function notLastWords(why, k) {
    var w = words['try'].notLast;
    if (why.kind === 'end') { return say(w.end, { end: sq(why.square) }); }
    if (why.kind === 'start') { return say(w.start, { start: sq(why.square) }); }
    var area = board.files * board.ranks, start = turn.path[0];
    var lastDark = dark(start) === ((area - 1) % 2 === 0);
    var key = (lastDark ? 'dark' : 'light') + '-' + (dark(k) ? 'dark' : 'light');
    return say(w.colour[key], { area: area, start: sq(start), square: sq(k) });
  }
  // A rule that fails with the knight on `knight`, in the figures' words.
  function cutWords(cut, knight) {
    var w = words['try'].cuts, s = cut.squares;
    switch (cut.rule) {
      case 'stuck': return w.stuck;
      case 'no-return': return say(w['no-return'], { start: sq(s[0]) });
      case 'wrong-last':
      case 'cannot-be-last': return say(w[cut.rule], { square: sq(s[0]), why: notLastWords(cut.why, s[0]) });
      case 'no-way-out': return say(w['no-way-out'], { square: sq(s[0]) });
      case 'crowded':
        return say(s[0] === knight ? w['crowded-knight'] : w.crowded, { squares: listWords(s.slice(1).map(sq)), square: sq(s[0]) });
      default: return say(w[cut.rule], { a: sq(s[0]), b: sq(s[1]) });
    }
  }
  // What the path has come to: {kind: 'tour' | 'dead' | 'open', cut}.
  function turnState() {
    var path = turn.path, area = board.files * board.ranks, r = rules();
    if (path.length === area && r.acceptsLast(path[area - 1])) { return { kind: 'tour' }; }
    var cut = r.deadEnd(path);
    if (cut) { return { kind: 'dead', cut: cut }; }
    // Moves made past a dead end: the position where it began.
    for (var n = 1; n < path.length; n++) {
      cut = r.deadEnd(path.slice(0, n));
      if (cut) { return { kind: 'dead', cut: cut, at: n }; }
    }
    return { kind: 'open' };
  }
  // The reason box, the root's attributes and the textbook's tour beside.
  function turnStatus() {
    var state = turn.state = turnState(), w = words['try'], path = turn.path;
    root.setAttribute('data-path', path.map(sq).join(' '));
    root.setAttribute('data-turn', state.kind);
    root.setAttribute('data-found', state.kind === 'tour' ? 'true' : 'false');
    root.setAttribute('data-squares', state.kind === 'tour' ? path.map(sq).join(' ') : '');
    root.setAttribute('data-cut', state.cut ? [state.cut.rule].concat(state.cut.squares.map(sq)).join(' ') : '');
    reasonBox.hidden = state.kind === 'open';
    if (state.kind === 'dead') {
      var at = state.at ? path[state.at - 1] : path[path.length - 1];
      var text = say(w.deadEnd, { reason: cutWords(state.cut, at) });
      reasonBox.textContent = state.at
        ? say(w.since, { move: state.at - 1, reason: cutWords(state.cut, at) }) : text;
    } else if (state.kind === 'tour') {
      var moves = path.length - 1 + (choice.closed ? 1 : 0);
      var found = choice.closed
        ? say(w.tourClosed, { moves: moves, last: sq(path[path.length - 1]), start: sq(path[0]) })
        : say(w.tour, { moves: moves });
      reasonBox.textContent = found + ' ' + textbookBeside();
      celebrate();
    }
  }
  // The textbook program's tour from the same start, beside the
  // student's, and whether it is the same.
  function textbookBeside() {
    var w = words['try'], kept = choice.method;
    choice.method = 'textbook';
    var theirs = lookup();
    choice.method = kept;
    if (theirs.kind === 'spent') { return say(w.spent, { nodes: theirs.nodes }); }
    if (theirs.kind !== 'tour') { return ''; }
    var same = theirs.squares.join(' ') === turn.path.join(' ');
    if (!same) {
      answerBox.hidden = false;
      answerStage.innerHTML = board.svg;
      var svg = answerStage.querySelector('svg'), kept2 = overlay;
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', say(w.other, { start: sq(turn.path[0]) }));
      overlay = el('g', {}, svg);
      drawTour(theirs.squares, theirs.squares.length, choice.closed);
      overlay = kept2;
    }
    return same ? w.same : say(w.other, { start: sq(turn.path[0]) });
  }
  function celebrate() {
    var svg = stage.querySelector('svg');
    if (svg) { svg.classList.remove('celebrate'); void svg.getBBox(); svg.classList.add('celebrate'); }
  }
  function drawTurn() {
    var path = turn.path, cell = board.geometry.cell, state = turn.state;
    var closing = state.kind === 'tour' && choice.closed;
    drawTour(path, path.length, false);
    if (closing) {
      var a = centre(path[path.length - 1]), b = centre(path[0]), w = Math.max(cell * theme.weight, 1);
      el('path', { d: 'M' + r2(a[0]) + ' ' + r2(a[1]) + 'L' + r2(b[0]) + ' ' + r2(b[1]), fill: 'none', stroke: theme.path, 'stroke-width': r2(w), 'stroke-linecap': 'round', 'stroke-dasharray': r2(w * 1.2) + ' ' + r2(w * 2.4) });
    }
    // Each square's number on the path, in its upper left corner.
    var size = Math.max(cell * 0.26, 9);
    path.forEach(function (k, i) {
      var c = centre(k);
      var t = el('text', { x: r2(c[0] - cell / 2 + size * 0.2), y: r2(c[1] - cell / 2 + size * 1.0), 'font-size': r2(size), 'font-family': 'system-ui, sans-serif', fill: theme.text, stroke: theme.background, 'stroke-width': r2(size * 0.22), 'paint-order': 'stroke' });
      t.textContent = String(i + 1);
    });
    if (state.cut) { state.cut.squares.forEach(function (k) { mark(1, k, 0); }); }
    if (turn.hint >= 0) {
      var from = centre(path[path.length - 1]), to = centre(turn.hint), hw = Math.max(cell * theme.weight, 1) * 1.5;
      el('path', { d: 'M' + r2(from[0]) + ' ' + r2(from[1]) + 'L' + r2(to[0]) + ' ' + r2(to[1]), fill: 'none', stroke: theme.marker, 'stroke-width': r2(hw), 'stroke-linecap': 'round', 'stroke-dasharray': r2(hw * 1.2) + ' ' + r2(hw * 2.4) });
    }
  }
  // Redraws after a change of the path, saying `said`.
  function turnChanged(said) {
    var keys = document.activeElement && document.activeElement.getAttribute &&
      document.activeElement.getAttribute('data-square');
    turn.said = said;
    select({}, 0);
    remember();
    if (keys) { moveCursor(0, 0); }
  }
  function refuse(said) {
    turn.said = said;
    caption.textContent = said;
    frames[0].lines = [said];
    slider.setAttribute('aria-valuetext', said);
  }
  // Why the knight may not move to square k now, or null.
  function refusal(k) {
    var path = turn.path, last = path[path.length - 1], area = board.files * board.ranks, w = words['try'];
    if (path.length === area) { return w.done; }
    var at = path.indexOf(k);
    if (at >= 0) { return say(w.visited, { to: sq(k), number: at + 1 }); }
    if (!knightStep(last, k)) { return say(w.notMove, { from: sq(last), to: sq(k) }); }
    if (k === choice.end && path.length + 1 < area) { return say(w.end, { to: sq(k) }); }
    return null;
  }
  function moved() {
    var n = turn.path.length;
    return n > 1
      ? say(words['try'].move, { move: n - 1, from: sq(turn.path[n - 2]), to: sq(turn.path[n - 1]) })
      : say(words['try'].start, { square: sq(turn.path[0]) });
  }
  // The student's move to square k, or the reason it is refused.
  function tryMove(k) {
    turn.cursor = k;
    if (k === turn.path[turn.path.length - 1]) { return; }
    var refused = refusal(k);
    if (refused) { return refuse(refused); }
    turn.path.push(k);
    turn.undone = [];
    turn.hint = -1;
    turnChanged(moved());
  }
  function undo() {
    if (turn.path.length < 2) { return; }
    turn.undone.push(turn.path.pop());
    turn.hint = -1;
    turn.cursor = turn.path[turn.path.length - 1];
    turnChanged(moved());
  }
  function redo() {
    if (!turn.undone.length) { return; }
    turn.path.push(turn.undone.pop());
    turn.hint = -1;
    turn.cursor = turn.path[turn.path.length - 1];
    turnChanged(moved());
  }
  function restart() {
    turn.path = [turn.path[0]];
    turn.undone = [];
    turn.hint = -1;
    turn.cursor = turn.path[0];
    turnChanged(moved());
  }
  // The textbook program's next move from the student's position.
  function hint() {
    var w = words['try'], path = turn.path, last = path[path.length - 1];
    if (path.length === board.files * board.ranks) { return refuse(w.done); }
    var found = rules().firstTour(path, HINT_BUDGET);
    if (found.kind === 'tour') {
      turn.hint = found.squares[path.length];
      turnChanged(say(w.hintMove, { from: sq(last), to: sq(turn.hint) }));
    } else if (found.kind === 'budget') {
      refuse(say(w.hintBudget, { nodes: HINT_BUDGET }));
    } else if (found.cut) {
      refuse(say(w.deadEnd, { reason: cutWords(found.cut, last) }));
    } else {
      refuse(say(w.hintNone, { square: sq(last) }));
    }
  }
  // The path of an address, each move checked as a click is, up to the
  // first one refused.
  function replay(names) {
    turn.path = [turn.path[0]];
    turn.undone = [];
    turn.hint = -1;
    for (var i = 1; i < names.length; i++) {
      var k = squareIndex(board, names[i]);
      if (k < 0 || refusal(k)) { break; }
      turn.path.push(k);
    }
    turn.cursor = turn.path[turn.path.length - 1];
    turnChanged(moved());
  }
  // The square the keys point at, moved by (df, dr) on a board `files`
  // x `ranks` (named by `name`) and focused; the square it is on.
  function focusSquare(files, ranks, cursor, df, dr, name) {
    var f = cursor % files + df, r = Math.floor(cursor / files) + dr;
    if (f < 0 || r < 0 || f >= files || r >= ranks) { return cursor; }
    var at = r * files + f;
    stage.querySelectorAll('#squares rect').forEach(function (rect) {
      rect.setAttribute('tabindex', rect.getAttribute('data-square') === name(at) ? '0' : '-1');
    });
    var target = stage.querySelector('#squares rect[data-square="' + name(at) + '"]');
    if (target) { target.focus(); }
    return at;
  }
  function moveCursor(df, dr) { turn.cursor = focusSquare(board.files, board.ranks, turn.cursor, df, dr, sq); }

  // A player of frames, for the knights and the queens: it plays,
  // pauses and steps the frames `host` has ({frames(), step(), show(k),
  // remember()}) at the speed chosen, on the page's one set of controls.
  function Player(host) { this.host = host; this.timer = null; }
  Player.prototype.setPlaying = function (on) {
    playButton.setAttribute('aria-label', on ? words.pauseShort : words.playShort);
    playButton.title = on ? words.pause : words.play;
    playButton.setAttribute('aria-pressed', on ? 'true' : 'false');
    caption.setAttribute('aria-live', on ? 'off' : 'polite');
    if (on) { root.setAttribute('data-playing', ''); } else { root.removeAttribute('data-playing'); }
  };
  Player.prototype.pause = function () {
    if (this.timer !== null) { clearTimeout(this.timer); this.timer = null; }
    this.setPlaying(false);
  };
  Player.prototype.schedule = function () {
    var self = this, host = this.host, list = host.frames();
    this.timer = setTimeout(function () {
      if (host.step() >= host.frames().length - 1) { self.pause(); host.remember(); return; }
      host.show(host.step() + 1);
      self.schedule();
    }, list[host.step()].delay / Number(speed.value));
  };
  Player.prototype.play = function () {
    if (this.timer !== null) { return; }
    if (this.host.step() >= this.host.frames().length - 1) { this.host.show(0); }
    this.setPlaying(true);
    this.schedule();
  };
  Player.prototype.toggle = function () {
    if (this.timer === null) { this.play(); } else { this.pause(); this.host.remember(); }
  };
  Player.prototype.go = function (k) { this.pause(); this.host.show(k); this.host.remember(); };

  var player = new Player({
    frames: function () { return frames; },
    step: function () { return step; },
    show: function (k) { show(k); },
    remember: function () { remember(); }
  });
  function pause() { player.pause(); }
  function play() { player.play(); }
  function toggle() { player.toggle(); }
  function go(k) { player.go(k); }
  // A new choice plays from its start.
  function choose(next) { select(next, 0); remember(); if (choice.view !== 'try') { play(); } }

  function fromHash() {
    var hash = window.location.hash.replace(/^#/, '');
    if (!hash || queensShown()) { return null; }
    var next = { end: -1, closed: false }, k, path = null;
    hash.split('&').forEach(function (part) {
      var kv = part.split('='), key = decodeURIComponent(kv[0]), value = kv.length > 1 ? decodeURIComponent(kv[1]) : '';
      if (key === 'board') {
        data.boards.forEach(function (b, i) { if (b.name === value) { next.board = i; } });
      } else if (key === 'closed') { next.closed = value !== 'false'; }
      else if (key === 'method') { if (data.methods.some(function (m) { return m.id === value; })) { next.method = value; } }
      else if (key === 'view') { if (['tour', 'search', 'pruned', 'try'].indexOf(value) >= 0) { next.view = value; } }
      else if (key === 'path') { path = value.split('.'); }
      else if (key === 'step') { k = value === 'last' ? 'last' : parseInt(value, 10); }
      else if (key === 'start' || key === 'end') { next[key] = value; }
    });
    var b = data.boards[next.board === undefined ? choice.board : next.board];
    ['start', 'end'].forEach(function (key) {
      if (typeof next[key] === 'string') {
        var at = squareIndex(b, next[key]);
        if (at >= 0) { next[key] = at; } else if (key === 'start') { delete next[key]; } else { next[key] = -1; }
      }
    });
    if (path && path.length && squareIndex(b, path[0]) >= 0) { next.start = squareIndex(b, path[0]); }
    return { next: next, step: isNaN(k) ? 'last' : k, path: path };
  }

  data.boards.forEach(function (b, i) { boardMenu.add(new Option(b.name, String(i))); });
  data.methods.forEach(function (m) { methodMenu.add(new Option(m.label, m.id)); });
  boardMenu.addEventListener('change', function () { choose({ board: Number(boardMenu.value) }); });
  startMenu.addEventListener('change', function () { choose({ start: Number(startMenu.value) }); });
  endMenu.addEventListener('change', function () { choose({ end: Number(endMenu.value) }); });
  closedBox.addEventListener('change', function () { choose({ closed: closedBox.checked }); });
  methodMenu.addEventListener('change', function () { choose({ method: methodMenu.value }); });
  Array.prototype.forEach.call(views, function (v) {
    v.addEventListener('change', function () { if (v.checked) { choose({ view: v.value }); } });
  });
  stage.addEventListener('click', function (e) {
    var name = e.target && e.target.getAttribute && e.target.getAttribute('data-square');
    if (!name) { return; }
    var k = squareIndex(board, name);
    if (choice.view === 'try') {
      tryMove(k);
    } else if (e.shiftKey && hasEnds()) {
      choose({ end: k === choice.end || k === choice.start ? -1 : k });
    } else {
      choose({ start: k, end: k === choice.end ? -1 : choice.end });
    }
  });
  $('first').addEventListener('click', function () { go(0); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('ask').addEventListener('click', hint);
  $('restart').addEventListener('click', restart);
  $('back').addEventListener('click', function () { go(step - 1); });
  playButton.addEventListener('click', toggle);
  $('next').addEventListener('click', function () { go(step + 1); });
  $('last').addEventListener('click', function () { go(frames.length - 1); });
  slider.addEventListener('input', function () { go(Number(slider.value)); });
  window.addEventListener('hashchange', function () {
    var h = fromHash();
    if (h) { opening(h); }
  });
  // In "Your turn" (both puzzles): the arrows move among the squares,
  // Enter or space presses the one focused, Backspace or Ctrl+Z undoes,
  // Ctrl+Y or Ctrl+Shift+Z redoes; `turn` has {undo, redo, move(df, dr),
  // press(name)}. Whether the key was the view's.
  function turnKey(e, turn) {
    var tag = e.target && e.target.tagName, key = e.key;
    if (tag === 'SELECT' || tag === 'INPUT' || tag === 'BUTTON' && (key === ' ' || key === 'Enter')) { return false; }
    if (e.altKey) { return false; }
    if (e.ctrlKey || e.metaKey) {
      if (key === 'z' || key === 'Z') { if (e.shiftKey) { turn.redo(); } else { turn.undo(); } return true; }
      if (key === 'y' || key === 'Y') { turn.redo(); return true; }
      return false;
    }
    var on = e.target && e.target.getAttribute && e.target.getAttribute('data-square');
    if (key === 'ArrowUp') { turn.move(0, 1); }
    else if (key === 'ArrowDown') { turn.move(0, -1); }
    else if (key === 'ArrowLeft') { turn.move(-1, 0); }
    else if (key === 'ArrowRight') { turn.move(1, 0); }
    else if ((key === 'Enter' || key === ' ') && on) { turn.press(on); }
    else if (key === 'Backspace') { turn.undo(); }
    else { return false; }
    return true;
  }
  // The keys step and play wherever the focus is, except in the menus
  // (whose arrows choose) and on a button (whose space presses it).
  // Whether the key was the player's.
  function playerKey(e, player, last) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return false; }
    var tag = e.target && e.target.tagName, key = e.key, at = player.host.step();
    if (key === ' ' && (tag === 'BUTTON' || tag === 'INPUT' && e.target.type !== 'range')) { return false; }
    if (tag === 'SELECT' && key !== ' ') { return false; }
    if (tag === 'INPUT' && e.target.type === 'radio' && key.indexOf('Arrow') === 0) { return false; }
    if (key === ' ') { player.toggle(); }
    else if (key === 'ArrowRight' || key === 'ArrowUp') { player.go(at + 1); }
    else if (key === 'ArrowLeft' || key === 'ArrowDown') { player.go(at - 1); }
    else if (key === 'Home') { player.go(0); }
    else if (key === 'End') { player.go(last); }
    else { return false; }
    return true;
  }
  var turnKeys = {
    undo: undo, redo: redo, move: moveCursor,
    press: function (name) { tryMove(squareIndex(board, name)); }
  };
  document.addEventListener('keydown', function (e) {
    var mine = choice.view === 'try' ? turnKey(e, turnKeys) : playerKey(e, player, frames.length - 1);
    if (mine) { e.preventDefault(); }
  }, true);

  // The puzzle chooser (explorer_queens.js): the queens' address or
  // choice leaves the knights paused; they come back as they were.
  function queensShown() {
    return root.getAttribute('data-puzzle') === 'queens' || /(^#|&)puzzle=queens(&|$)/.test(window.location.hash);
  }
  window.boardfigExplorer = {
    data: data, pause: pause, restore: function () { select({}, step); remember(); },
    Player: Player, playerKey: playerKey, turnKey: turnKey, focusSquare: focusSquare
  };

  player.setPlaying(false);
  var opened = fromHash();
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // An address's choice, and in "Your turn" its path.
  function opening(h) {
    select(h.next, h.step);
    if (h.path && choice.view === 'try') { replay(h.path); }
  }
  if (opened) {
    opening(opened);
  } else {
    select({}, reduced || queensShown() ? 'last' : 0);
    if (!reduced && !queensShown()) { play(); }
  }
})();
