"""lemminflect against simplemma on the words players write: which game words each reaches, load and per-word time.

Run: .venv/bin/python bench/lemmatizers.py [phrase files...]   (default: the shared table phrases beside the repo)
Each word of each phrase is lemmatised three ways: simplemma backward (form -> one lemma), lemminflect backward
(form -> verb lemma), and lemminflect forward, rollmate's way (every data-file word inflected once into an index,
rules/forms.py). A word "reaches" a game word when a base it gives is a word of some game's data file and the word
itself is not. Prints one line per way, then the words the ways disagree on. README.md ("Words") keeps the result.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[a-z]+(?:['-][a-z]+)*")


def phrases(files: list[str]) -> list[str]:
    out = []
    for name in files:
        for line in Path(name).read_text().splitlines():
            if line.strip():
                out.append(json.loads(line)["phrase"])
    return out


def game_verbs() -> set[str]:
    """Every verb phrase's words in every game's data (a word of a multi-word verb counts: 'talk' of 'talk down')."""
    sys.path.insert(0, str(ROOT / "src"))
    from rollmate.rules.content import load_data

    words: set[str] = set()
    for game in ("fs3", "fist", "ghostburn", "pbta"):
        text = json.dumps(load_data(game)).lower()
        words |= set(WORD.findall(text))
    return words


def load_time(code: str) -> float:
    """Seconds for a fresh interpreter to import the library and lemmatise one word, minus a bare start."""
    def run(body: str) -> float:
        best = 9e9
        for _ in range(3):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", body], check=True)
            best = min(best, time.perf_counter() - start)
        return best
    return run(code) - run("pass")


LIBS = {
    "lemminflect": (
        "from lemminflect import getLemma; getLemma('defies', upos='VERB')",
        lambda: __import__("lemminflect").getLemma,
        lambda f, w: (f(w, upos="VERB") or (w,))[0],
    ),
    "lemminflect forward": (
        "from rollmate.rules.forms import bases; bases('defies')",  # the cached index
        lambda: __import__("rollmate.rules.forms", fromlist=["bases"]).bases,
        lambda f, w: ([b for b in f(w)[1:]] or [w])[0],
    ),
    "simplemma": (
        "import simplemma; simplemma.lemmatize('defies', lang='en')",
        lambda: __import__("simplemma").lemmatize,
        lambda f, w: f(w, lang="en"),
    ),
}


def main() -> None:
    files = sys.argv[1:] or [str(p) for p in sorted((ROOT.parent / "shared" / "phrases").glob("set*/*.jsonl"))]
    words = sorted({w for p in phrases(files) for w in WORD.findall(p.lower())})
    verbs = game_verbs()
    reached: dict[str, dict[str, str]] = {}
    print(f"{len(words)} distinct words from {len(files)} files")
    for name, (cold, get, call) in LIBS.items():
        fn = get()
        call(fn, "warms")
        start = time.perf_counter()
        lemmas = {w: call(fn, w) for w in words for _ in range(5)}
        per_word = (time.perf_counter() - start) / (5 * len(words))
        reached[name] = {w: lemma for w, lemma in lemmas.items() if lemma != w and lemma in verbs and w not in verbs}
        print(f"{name:19} reaches {len(reached[name]):4} verbs  load {load_time(cold) * 1000:6.0f} ms  "
              f"{per_word * 1e6:6.2f} us/word")
    a, b = reached["lemminflect forward"], reached["simplemma"]
    print("only lemminflect forward:", ", ".join(f"{w}>{a[w]}" for w in sorted(set(a) - set(b))))
    print("only simplemma:          ", ", ".join(f"{w}>{b[w]}" for w in sorted(set(b) - set(a))))


if __name__ == "__main__":
    main()
