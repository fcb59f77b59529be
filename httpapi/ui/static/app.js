// The pages' live parts: a request's page follows it over the API's event stream
// (GET /v1/requests/{id}/events) and re-reads itself at each change, Retry-After counts
// down, and an output's bytes are checked against its on-chain keccak-256. Everything
// else works without this script.
"use strict";
(function () {
  var ticker = null;
  var refreshes = 0;

  // countdown counts every [data-countdown] down to zero, once a second.
  function countdown(root) {
    var els = root.querySelectorAll("[data-countdown]");
    if (ticker) clearInterval(ticker);
    var started = Date.now();
    function tick() {
      var gone = Math.floor((Date.now() - started) / 1000);
      els.forEach(function (el) {
        var left = Math.max(0, Number(el.dataset.countdown) - gone);
        el.textContent = left > 0 ? left + " s" : "now";
      });
    }
    tick();
    if (els.length) ticker = setInterval(tick, 1000);
  }

  // MAX_CHECK bounds the output the browser fetches to check.
  var MAX_CHECK = 64 << 20;

  // checkHashes fetches each [data-check-url] and compares its keccak-256 with
  // data-check-hash.
  function checkHashes(root) {
    root.querySelectorAll("[data-check-url]").forEach(function (el) {
      var out = el.querySelector(".check");
      var want = (el.dataset.checkHash || "").toLowerCase();
      out.textContent = "(checking…)";
      fetch(el.dataset.checkUrl).then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        var n = Number(r.headers.get("Content-Length") || "0");
        if (n > MAX_CHECK) throw new Error("larger than this page checks");
        return r.arrayBuffer();
      }).then(function (buf) {
        var got = "0x" + keccak256(new Uint8Array(buf));
        el.dataset.checked = got === want ? "match" : "mismatch";
        if (got === want) {
          el.classList.add("ok");
          out.textContent = "✓ checked by your browser: the " + buf.byteLength + " bytes served hash to it";
        } else {
          el.classList.add("bad");
          out.textContent = "✗ the bytes served hash to " + got + ", not to the hash on chain";
        }
      }).catch(function (e) {
        el.dataset.checked = "error";
        out.textContent = "(not checked: " + e.message + ")";
      });
    });
  }

  function init(root) {
    countdown(root);
    checkHashes(root);
  }

  // refresh re-reads this page and puts its #live part in place of the current one.
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(location.pathname, { headers: { Accept: "text/html" }, cache: "no-store" }).then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return r.text();
    }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("live");
      var cur = document.getElementById("live");
      if (fresh && cur) {
        cur.replaceWith(document.adoptNode(fresh));
        refreshes++;
        document.documentElement.dataset.refreshes = String(refreshes);
        init(fresh);
        note("Following it live.");
      }
    }).catch(function () {}).then(function () {
      busy = false;
      if (again) { again = false; refresh(); }
    });
  }

  function note(text) {
    var n = document.getElementById("live-note");
    if (n) n.textContent = text;
  }

  function isFinal() {
    var live = document.getElementById("live");
    return !live || live.dataset.final === "true";
  }

  // poll re-reads the page after each Retry-After when the event stream is refused.
  function poll() {
    if (isFinal()) return;
    var el = document.querySelector("[data-countdown]");
    var wait = Math.max(2, Number(el ? el.dataset.countdown : 5));
    setTimeout(function () { refresh(); setTimeout(poll, 500); }, wait * 1000);
  }

  // follow opens the request's event stream; each status event re-reads the page. The
  // stream is closed at the final state (EventSource would reconnect forever).
  function follow() {
    var live = document.getElementById("live");
    if (!live || !live.dataset.events || isFinal()) return;
    if (!window.EventSource) { poll(); return; }
    var es = new EventSource(live.dataset.events);
    note("Following it live.");
    es.addEventListener("status", function (ev) {
      var data;
      try { data = JSON.parse(ev.data); } catch (e) { return; }
      if (data.status !== "pending") es.close();
      refresh();
    });
    es.onerror = function () {
      if (es.readyState === EventSource.CLOSED && !isFinal()) {
        note("The live stream was refused; the page re-reads itself after each Retry-After.");
        poll();
      }
    };
  }

  document.addEventListener("DOMContentLoaded", function () {
    init(document);
    follow();
  });
})();
