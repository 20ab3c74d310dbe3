// boardfig page: plays the frames written in #boardfig-frames. No
// network, no framework. Steps are numbered from 0; `#step=N` or
// `#step=last` opens the page at that frame; stepping or pausing writes
// the step there. Without one the page plays from the start, or shows the
// last frame paused with reduced motion or a poster. Its words are the
// page's (data.words), in the page's language.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('boardfig-frames').textContent);
  var root = document.documentElement;
  var stage = document.getElementById('stage');
  var caption = document.getElementById('caption');
  var slider = document.getElementById('slider');
  var playButton = document.getElementById('play');
  var speed = document.getElementById('speed');
  // The controls are hidden until the script runs: without it they would do nothing.
  document.querySelector('.controls').hidden = false;
  var steps = data.frames.length;
  var last = steps - 1;
  var step = Number(root.getAttribute('data-step'));
  var timer = null;
  var lines = [];
  var treeBox = document.getElementById('tree');
  var tree = data.tree && treeBox ? data.tree : null;
  var nodes = tree ? treeBox.querySelectorAll('g.node') : [];
  var marker = document.getElementById('t-cur');
  // The number of the current node, in the tree's caption.
  var treeNode = document.getElementById('tree-node');
  var words = data.words;
  // The program: its lines (those a frame executes lit) and the state
  // panel, whose lines are stored as the frames' are.
  var program = data.program || null;
  var codeLines = program ? document.querySelectorAll('#code .line') : [];
  var statePanel = document.getElementById('state');
  var codeBox = document.getElementById('code');
  var stateLines = [];
  var shownState = -1;
  // reached[k]: the last node visited by frame k (nodes are numbered in
  // the order the search visits them).
  var reached = [];
  if (tree) {
    tree.nodes.reduce(function (most, id, k) { reached[k] = Math.max(most, id); return reached[k]; }, 0);
  }

  function line(i) { return BoardfigPool.line(data.pool, lines, i); }

  // The tree: the nodes visited so far, the current one marked and
  // scrolled into view; the first time, the root instead, so that the
  // tree opens at its top.
  var treeShown = false;
  function showTree(k) {
    var id = tree.nodes[k];
    for (var i = 0; i < nodes.length; i++) {
      nodes[i].classList.toggle('unseen', i > reached[k]);
    }
    var b = tree.boxes[id];
    marker.setAttribute('x', b[0]);
    marker.setAttribute('y', b[1]);
    marker.setAttribute('width', b[2]);
    marker.setAttribute('height', b[3]);
    root.setAttribute('data-node', String(id));
    if (treeNode) { treeNode.textContent = String(id); }
    var view = treeBox.getBoundingClientRect();
    var at = (treeShown ? marker : nodes[0]).getBoundingClientRect();
    treeShown = true;
    if (at.left < view.left || at.right > view.right) {
      treeBox.scrollLeft += (at.left + at.right - view.left - view.right) / 2;
    }
    if (at.top < view.top || at.bottom > view.bottom) {
      treeBox.scrollTop += (at.top + at.bottom - view.top - view.bottom) / 2;
    }
  }

  function stateLine(i) { return BoardfigPool.line(program.pool, stateLines, i); }


  // The lines frame k executes lit; what the program holds then.
  function showProgram(k) {
    var lit = program.lit[k];
    for (var i = 0; i < codeLines.length; i++) {
      codeLines[i].classList.toggle('lit', lit.indexOf(i) >= 0);
    }
    // The listing scrolls by itself, so that the lit line is in view.
    if (lit.length) {
      var box = codeBox.getBoundingClientRect();
      var at = codeLines[lit[lit.length - 1]].getBoundingClientRect();
      if (at.top < box.top || at.bottom > box.bottom) {
        codeBox.scrollTop += (at.top + at.bottom - box.top - box.bottom) / 2;
      }
    }
    if (shownState !== k) {
      statePanel.innerHTML = program.states[k].map(stateLine).join('\n');
      shownState = k;
    }
  }

  function show(k) {
    k = Math.max(0, Math.min(last, k));
    if (k !== step) {
      stage.innerHTML = data.frames[k].map(line).join('\n');
      step = k;
    }
    if (program) { showProgram(k); }
    root.setAttribute('data-step', String(k));
    slider.value = String(k);
    slider.setAttribute('aria-valuetext', data.captions[k]);
    caption.textContent = data.captions[k];
    if (tree) { showTree(k); }
  }

  // The step in the address (#step=N), so that the link opens this frame;
  // written when the reader steps or pauses, not as the page plays.
  function remember() {
    try {
      window.history.replaceState(null, '', '#step=' + step);
    } catch (e) { /* some file: pages refuse; the page works without */ }
  }

  function setPlaying(on) {
    playButton.setAttribute('aria-label', on ? words.pauseShort : words.playShort);
    playButton.title = on ? words.pause : words.play;
    playButton.setAttribute('aria-pressed', on ? 'true' : 'false');
    // Announce each move only when the user steps, not 4 times a second.
    caption.setAttribute('aria-live', on ? 'off' : 'polite');
    if (on) { root.setAttribute('data-playing', ''); } else { root.removeAttribute('data-playing'); }
  }

  function pause() {
    if (timer !== null) { clearTimeout(timer); timer = null; }
    setPlaying(false);
  }

  function schedule() {
    timer = setTimeout(function () {
      if (step >= last) { pause(); return; }
      show(step + 1);
      schedule();
    }, data.delays[step] / Number(speed.value));
  }

  function play() {
    if (timer !== null) { return; }
    if (step >= last) { show(0); }
    setPlaying(true);
    schedule();
  }

  function toggle() {
    if (timer === null) { play(); } else { pause(); remember(); }
  }
  function go(k) { pause(); show(k); remember(); }

  function fromHash() {
    var m = /^#step=(\d+|last)$/.exec(window.location.hash);
    if (!m) { return null; }
    return m[1] === 'last' ? last : parseInt(m[1], 10);
  }

  document.getElementById('first').addEventListener('click', function () { go(0); });
  document.getElementById('back').addEventListener('click', function () { go(step - 1); });
  playButton.addEventListener('click', toggle);
  document.getElementById('next').addEventListener('click', function () { go(step + 1); });
  document.getElementById('last').addEventListener('click', function () { go(last); });
  slider.addEventListener('input', function () { go(Number(slider.value)); });
  window.addEventListener('hashchange', function () {
    var k = fromHash();
    if (k !== null) { pause(); show(k); }
  });
  // The keys step and play wherever the focus is: on the slider its own
  // arrows, Home and End would move it too, so they are taken here (one
  // frame a press in every browser); on the speed menu only up and down
  // are left to it, to change the speed. Space on a button presses it.
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) { return; }
    var tag = e.target && e.target.tagName;
    var key = e.key;
    if (key === ' ' && tag === 'BUTTON') { return; }
    if (tag === 'SELECT' && (key === 'ArrowUp' || key === 'ArrowDown')) { return; }
    if (key === ' ') { toggle(); }
    else if (key === 'ArrowRight' || key === 'ArrowUp') { go(step + 1); }
    else if (key === 'ArrowLeft' || key === 'ArrowDown') { go(step - 1); }
    else if (key === 'Home') { go(0); }
    else if (key === 'End') { go(last); }
    else { return; }
    e.preventDefault();
  }, true);

  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var start = fromHash();
  setPlaying(false);
  if (start !== null) {
    show(start);
  } else if (reduced || steps < 2 || data.poster) {
    show(last);
  } else {
    show(0);
    play();
  }
})();
