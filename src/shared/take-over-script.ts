/*
 * A page the server rendered is shown before the app has taken it over (decision 0099), and a
 * press made meanwhile would reach nothing: no listener is there yet, or React, still hydrating
 * the part pressed, drops it. So every app page's head carries TAKE_OVER_SCRIPT inline (written
 * and hashed like the theme's, src/shared/theme-script.ts): from before the body is parsed until
 * the app marks the page `data-interactive`, it holds what the app would have answered, and hands
 * it to the app then (decision 0136). A module of its own, kept out of the client's bundle.
 */

/** The mark the app sets on <html> once it is in charge of the page (app/interactive-mark.tsx). */
export const TAKEN_OVER_ATTRIBUTE = "data-interactive";

/**
 * Until the mark:
 * - a click (a button, a switch, a checkbox…) or a form's submission is stopped before anything
 *   else sees it, the browser's own action with it, and kept. Links, labels, summaries and the
 *   fields that take text or a choice are left to the browser: they work without the app, and a
 *   followed link loads its page the ordinary way.
 * - what is typed into a field (or chosen in a list) is noted, and stays in the field.
 * At the mark, each noted field is given what was last typed into it and tells the app, as an
 * input or change event would. The text is written again because React may have taken the field
 * over before the page (the header's search, a field hydrated by a key press) and written its own
 * empty value over what was typed; it is written once through the property React watches and
 * back past it, so React sees a change. Then the kept clicks and submissions are made again on
 * the same elements, one task apart, in order, so each finds what the one before it changed. Old
 * syntax on purpose: it runs on whatever browser comes.
 */
export const TAKE_OVER_SCRIPT = `(function () {
  var root = document.documentElement;
  var kept = [];
  var fields = [];
  var values = [];
  var NATIVE = "a[href], label, summary, select, textarea, input:not([type=checkbox], [type=radio], [type=submit], [type=button], [type=reset], [type=image])";
  function hold(event) {
    var target = event.target;
    if (!target.closest) return;
    if (event.type === "input" || event.type === "change") {
      if (typeof target.value !== "string" || /^(checkbox|radio|file)$/.test(target.type)) return;
      var at = fields.indexOf(target);
      if (at < 0) at = fields.push(target) - 1;
      values[at] = target.value;
    } else if (event.type === "submit" || !target.closest(NATIVE)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      kept.push(event);
    }
  }
  var types = ["click", "dblclick", "submit", "input", "change"];
  types.forEach(function (type) { addEventListener(type, hold, true); });
  function tell(field, at) {
    var value = values[at];
    if (!field.isConnected || typeof value !== "string") return;
    if (field.tagName === "SELECT") {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    field.value = value ? "" : " ";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function again(event) {
    var target = event.target;
    if (!target.isConnected) return;
    if (event.type !== "submit") target.dispatchEvent(new MouseEvent(event.type, event));
    else if (event.submitter && event.submitter.form === target) target.requestSubmit(event.submitter);
    else target.requestSubmit();
  }
  function next() {
    var event = kept.shift();
    if (!event) return;
    again(event);
    setTimeout(next);
  }
  new MutationObserver(function (records, observer) {
    if (!root.hasAttribute("${TAKEN_OVER_ATTRIBUTE}")) return;
    observer.disconnect();
    types.forEach(function (type) { removeEventListener(type, hold, true); });
    fields.forEach(tell);
    setTimeout(next);
  }).observe(root, { attributes: true, attributeFilter: ["${TAKEN_OVER_ATTRIBUTE}"] });
})();`;

/** What every page of the app carries in its head, after the theme's script. */
export const TAKE_OVER_HEAD = `<script>${TAKE_OVER_SCRIPT}</script>`;

/** The marker in index.html that the build replaces with TAKE_OVER_HEAD. */
export const TAKE_OVER_HEAD_MARKER = "<!-- take-over -->";
