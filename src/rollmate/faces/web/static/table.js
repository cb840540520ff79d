// The table's page: posts what is typed, shows the answer, and keeps the feed of rolls live from the server's
// events. Every text goes in with textContent, never as HTML.
"use strict";

const config = JSON.parse(document.getElementById("config").textContent);
const $ = (id) => document.getElementById(id);

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function renderLine(line) {
  if (line.bar) {
    const bar = el("div", "bar " + (line.classes || "") + (line.bar.marked ? " marked" : ""));
    bar.append(el("span", "bar-outcome", line.bar.outcome));
    const track = el("span", "bar-track");
    const fill = el("span", "bar-fill");
    fill.style.width = (Math.max(0, Math.min(1, line.bar.fraction)) * 100).toFixed(1) + "%";
    track.append(fill);
    bar.append(track, el("span", "bar-percent", line.bar.percent));
    bar.append(el("span", "bar-mark", line.bar.marked ? "← this roll" : ""));
    return bar;
  }
  const div = el("div", "line");
  for (const [classes, text] of line.spans) div.append(el("span", classes, text));
  if (!line.spans.length) div.classList.add("blank");
  return div;
}

async function post(url, body) {
  const response = await fetch(url, {
    method: "POST",
    headers: {"Content-Type": "application/json", "X-Rollmate-Token": config.token},
    body: JSON.stringify(body),
  });
  let data;
  try { data = await response.json(); } catch (e) { data = {error: "The server gave no answer (" + response.status + ")."}; }
  if (!response.ok && !data.error) data.error = "The server refused (" + response.status + ").";
  return data;
}

function talk(said, data) {
  const box = $("talk");
  const entry = el("div", "exchange");
  entry.append(el("div", "said", "> " + said));
  if (data.lines) for (const line of data.lines) entry.append(renderLine(line));
  else if (data.error) entry.append(el("div", "line error", data.error));
  box.append(entry);
  while (box.children.length > 30) box.firstChild.remove();
  entry.scrollIntoView({block: "nearest"});
}

async function say(line) {
  const body = {line: line, seat: config.seat};
  const secret = $("secret");
  if (secret && secret.checked) body.secret = true;
  talk(line, await post(config.say, body));
}

function rollCard(roll) {
  const card = el("li", "roll");
  card.id = "roll-" + roll.id;
  card.dataset.id = String(roll.id);
  const head = el("div", "roll-head");
  // The GM's page numbers rolls as the log does (/show 12); a player's knows each by a tag, and shows no number.
  head.append(el("span", "roll-number", config.role === "gm" ? "#" + roll.id : ""), el("span", "roll-actor", roll.actor || "—"),
              el("span", "roll-phrase", roll.phrase));
  if (roll.secret) head.append(el("span", "badge secret-badge", "secret"));
  if (roll.void) head.append(el("span", "badge void-badge", "void"));
  card.append(head, el("div", "roll-summary " + roll.outcome_class, roll.summary));
  const details = el("details", "roll-details");
  details.append(el("summary", "", "why, step by step, and the odds"));
  for (const line of roll.lines) details.append(renderLine(line));
  card.append(details);
  if (roll.secret && config.role === "gm") {
    const button = el("button", "reveal", "Reveal to the table");
    button.type = "button";
    button.addEventListener("click", async () => {
      const data = await post(config.reveal, {id: roll.id});
      if (data.error) talk("reveal #" + roll.id, data);
    });
    card.append(button);
  }
  if (roll.secret) card.classList.add("secret");
  if (roll.void) card.classList.add("void");
  return card;
}

function showRoll(roll) {
  const feed = $("feed");
  const card = rollCard(roll);
  const old = document.getElementById("roll-" + roll.id);
  if (old) { old.replaceWith(card); return; }
  feed.insertBefore(card, feed.firstChild);  // newest first: rolls come oldest first, whether replayed or live
  while (feed.children.length > 200) feed.lastChild.remove();
}

function showRequest(request) {
  if (config.role !== "gm" && request.to !== config.seat) return;
  const box = $("requests");
  for (const old of box.children) if (old.dataset.phrase === request.phrase && old.dataset.to === request.to) old.remove();
  const button = el("button", "request", request.text);
  button.type = "button";
  button.dataset.phrase = request.phrase;
  button.dataset.to = request.to;
  if (config.role === "gm") button.disabled = true;
  else button.addEventListener("click", () => { say(request.phrase); });
  box.append(button);
}

function answered(data) {
  for (const old of [...$("requests").children]) {
    if (old.dataset.phrase === data.phrase && old.dataset.to === data.to) old.remove();
  }
}

let source = null;
let retry = 0;
function status(text, live) {
  $("status").textContent = text;
  $("status").className = live ? "status live" : "status";
}

function gone() {  // the GM replaced this page's link: it opens nothing any more
  if (source) source.close();
  source = null;
  status("link replaced", false);
  talk("", {error: "The GM replaced this page's link: ask the GM for the new one."});
  for (const node of document.querySelectorAll("#say input, #say button")) node.disabled = true;
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

async function reconnect() {  // the browser gave up (the server restarted, a worker died, the table was full): again
  retry = Math.min(retry + 1, 10);
  await pause(500 * retry);
  for (;;) {  // ask first (a HEAD request opens nothing and costs no turn); a refusal says when to ask again
    let response = null;
    try {
      response = await fetch(config.events, {method: "HEAD", cache: "no-store"});
    } catch (e) { break; /* the server is still down: the feed tries, and fails back to here */ }
    if (response.status === 404) { gone(); return; }
    if (response.status !== 429 && response.status !== 503) break;
    const after = Math.min(Math.max(Number(response.headers.get("Retry-After")) || 5, 1), 300);
    status("table busy: again in " + after + " s", false);
    await pause(after * 1000 + Math.random() * 1000);  // spread out: pages refused together do not return together
  }
  listen();
}

function listen() {
  if (source) source.close();
  source = new EventSource(config.events);
  source.addEventListener("open", () => { retry = 0; status("live", true); });
  source.addEventListener("error", () => {
    status("reconnecting…", false);
    if (source && source.readyState === EventSource.CLOSED) reconnect();
  });
  source.addEventListener("hello", (e) => {
    const data = JSON.parse(e.data);
    if (data.campaign !== config.campaign) { window.location.reload(); return; }  // moved while this page was away
    $("requests").replaceChildren();
    for (const request of data.requests) showRequest(request);
  });
  source.addEventListener("roll", (e) => showRoll(JSON.parse(e.data)));
  source.addEventListener("void", (e) => {
    for (const id of JSON.parse(e.data).ids) {
      const card = document.getElementById("roll-" + id);
      if (card && !card.classList.contains("void")) {
        card.classList.add("void");
        card.querySelector(".roll-head").append(el("span", "badge void-badge", "void"));
      }
    }
  });
  source.addEventListener("request", (e) => showRequest(JSON.parse(e.data)));
  source.addEventListener("answered", (e) => answered(JSON.parse(e.data)));
  source.addEventListener("campaign", () => { window.location.reload(); });
  source.addEventListener("gone", gone);
}

function seatLinks() {  // the GM's page: each seat's link in full, and a button that replaces it
  for (const row of document.querySelectorAll("#links tr[data-seat]")) {
    const code = row.querySelector(".seat-link");
    if (code) code.textContent = window.location.origin + code.textContent;
    row.querySelector(".rotate").addEventListener("click", async () => {
      const data = await post(config.rotate, {seat: row.dataset.seat});
      if (data.error) { talk("new link for " + row.dataset.seat, data); return; }
      if (row.dataset.seat === "GM") { window.location.replace(data.link); return; }
      code.textContent = window.location.origin + data.link;
    });
  }
}

// One of the GM's tools (the registry's commands, one form each): a "line" tool says the command with its arguments
// at the GM's seat ("/grant Vex 1"); a "post" tool posts them to its own route (ask).
function gmTool(tool) {
  const run = async () => {
    const fields = [...tool.querySelectorAll("input, select")];
    if (tool.dataset.page !== "post") {
      say(["/" + tool.dataset.command, ...fields.map((f) => f.value.trim()).filter(Boolean)].join(" "));
      return;
    }
    const body = {};
    for (const f of fields) body[f.name] = f.value.trim();
    const data = await post(config[tool.dataset.command], body);
    if (data.error) talk(tool.dataset.command + " " + Object.values(body).join(": "), data);
    else for (const f of fields) if (f.type === "text") f.value = "";
  };
  if (tool.tagName === "FORM") tool.addEventListener("submit", (e) => { e.preventDefault(); run(); });
  else tool.addEventListener("click", run);
}

function onSubmit(id, handler) {
  const form = $(id);
  if (form) form.addEventListener("submit", (e) => { e.preventDefault(); handler(); });
}

if ($("feed")) {
  onSubmit("say", () => {
    const input = $("line");
    const line = input.value.trim();
    if (!line) return;
    const length = [...line].length;  // characters as the server counts them, not UTF-16 units
    if (length > config.limit) {  // refused here, whole and kept in the box: never cut, never half-rolled
      talk(line.slice(0, 60) + "…", {error: "That post has " + length + " characters; rollmate reads at most " +
        config.limit + ". Nothing was sent: cut it to the part with the roll and post again."});
      return;
    }
    input.value = "";
    say(line);
  });
  $("line").addEventListener("keydown", (e) => {  // Enter says it; Shift+Enter starts a new line of a post
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); $("say").requestSubmit(); }
  });
  for (const tool of document.querySelectorAll(".gm-tool")) gmTool(tool);
  const learn = $("learn");
  if (learn) learn.addEventListener("click", (event) => { event.preventDefault(); say("/learn"); });
  seatLinks();
  listen();
}
