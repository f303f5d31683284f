"""Background music: calm loops of harp, pad, flute and bass notes, written to music/*.wav.

Usage:  python music/make_music.py [--out DIR]   (needs numpy: requirements-dev.txt)

One piece for the menus and one per rule set (named after it: the table asks for
music/<rule set>.wav). 16 kHz, 16-bit mono WAV: soft music has little above 6 kHz, and four
pieces stay near 3 MB. Deterministic (seeded, no clock): running it again gives the committed
files, which tests/test_music.py checks.

A piece is rendered into a circular buffer: a note still ringing at the loop's end goes on at its
start, and the echo and the filter run round the loop twice, so the last sample leads into the
first as smoothly as any two neighbours (tests/test_music.py measures the join).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent

RATE = 16000
PEAK = 0.5  # quieter than the effects' peak: music sits under them
TAU = 2 * math.pi

MAJOR = (0, 2, 4, 5, 7, 9, 11)
MINOR = (0, 2, 3, 5, 7, 8, 10)


@dataclass(frozen=True)
class Piece:
    """A loop: bars of chords (root MIDI note, minor?) at a tempo, and how the voices play."""

    chords: tuple[tuple[int, bool], ...]
    bpm: float
    beats: int  # per bar
    key: int  # MIDI note of the scale's tonic
    scale: tuple[int, ...]
    lead: str  # "flute" or "harp": the melody's voice
    seed: str
    bright: float = 0.0  # extra upper partials on the plucks (a harpsichord-like court)


def freq(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def _add(buf: np.ndarray, start: float, voice: str, midi: float, dur: float, amp: float,
         bright: float = 0.0) -> None:
    """Add one note at `start` seconds; samples past the end wrap round to the start."""
    n = len(buf)
    f = freq(midi)
    if voice == "pad":  # two slightly detuned voices, slow swell and release
        attack, release = min(0.9, dur * 0.4), 1.2
        length = dur + release
        parts = ((1.0, 1.0), (1.0015, 0.8), (2.0, 0.18), (3.0, 0.06))
    elif voice == "flute":
        attack, release = 0.09, 0.25
        length = dur + release
        parts = ((1.0, 1.0), (2.0, 0.22), (3.0, 0.05))
    elif voice == "bass":
        attack, release = 0.02, 0.6
        length = dur + release
        parts = ((1.0, 1.0), (2.0, 0.3))
    else:  # harp: plucked, rings for a while
        attack, release = 0.008, 0.0  # a soft finger, not a pick
        length = 2.6
        parts = ((1.0, 1.0), (2.0, 0.35 + bright), (3.0, 0.12 + bright * 0.8), (4.0, bright * 0.5))
    count = int(length * RATE)
    t = np.arange(count) / RATE
    if voice == "harp":
        hi = np.exp(-t / 0.18)  # upper partials die first, as on a string
        v = parts[0][1] * np.sin(TAU * f * t)
        for r, p in parts[1:]:
            v += hi * p * np.sin(TAU * f * r * t)
        env = np.minimum(1.0, t / attack) * np.exp(-t / 0.55)
    else:
        if voice == "flute":  # breath vibrato growing in after the attack, as a phase
            wobble = 1 + 0.004 * np.minimum(1.0, t / 0.4) * np.sin(TAU * 5.0 * t)
            phase = np.cumsum(TAU * f * wobble / RATE)
        else:
            phase = TAU * f * t
        v = sum(p * np.sin(phase * r) for r, p in parts)
        env = np.minimum(1.0, t / attack)
        env = np.where(t > dur, env * np.exp(-(t - dur) / (release / 3)), env)
        if voice == "bass":
            env = env * np.exp(-t / 1.6)
    note = amp * env * v
    s0 = int(start * RATE) % n
    first = min(count, n - s0)
    buf[s0:s0 + first] += note[:first]
    if first < count:  # the tail wraps round to the loop's start
        buf[: count - first] += note[first:]


def _chord_notes(root: int, minor: bool) -> tuple[int, int, int]:
    return (root, root + (3 if minor else 4), root + 7)


def _melody(piece: Piece, rng: random.Random, beat: float) -> list[tuple[float, int, float]]:
    """(start, MIDI note, length) of a gentle tune: mostly steps, chord tones on strong beats,
    rests between phrases; the last bar comes home to the tonic's neighbourhood."""
    scale = [piece.key + 12 + o + 12 * k for k in (0, 1) for o in piece.scale]
    notes = []
    at = 0.0
    cur = scale.index(piece.key + 12 + piece.scale[2]) if piece.key + 12 + piece.scale[2] in scale else 2
    for bar, (root, minor) in enumerate(piece.chords):
        tones = {(p - piece.key) % 12 for p in _chord_notes(root, minor)}
        if bar % 4 == 3:  # the end of a phrase: one long note and a breath
            # near the last note, on a chord tone
            cost = [abs(j - cur) + (0 if (p - piece.key) % 12 in tones else 3) for j, p in enumerate(scale)]
            target = cost.index(min(cost))
            notes.append((at, scale[target], beat * (piece.beats - 0.6)))
            cur = target
            at += beat * piece.beats
            continue
        b = 0.0
        while b < piece.beats - 1e-6:
            length = rng.choice((1.0, 1.0, 2.0, 0.5)) if b + 1 <= piece.beats else piece.beats - b
            length = min(length, piece.beats - b)
            step = rng.choice((-1, -1, 1, 1, 0, 2, -2))
            cur = max(1, min(len(scale) - 2, cur + step))
            if b == 0 and (scale[cur] - piece.key) % 12 not in tones:  # strong beat: a chord tone
                cur = min((j for j in range(len(scale)) if (scale[j] - piece.key) % 12 in tones),
                          key=lambda j: abs(j - cur))
            if rng.random() > 0.12 or b == 0:
                notes.append((at + b * beat, scale[cur], length * beat * 0.92))
            b += length
        at += beat * piece.beats
    return notes


def render(piece: Piece) -> np.ndarray:
    beat = 60.0 / piece.bpm
    bar = beat * piece.beats
    n = round(len(piece.chords) * bar * RATE)
    buf = np.zeros(n)
    rng = random.Random(piece.seed)
    for i, (root, minor) in enumerate(piece.chords):
        t0 = i * bar
        low, third, fifth = _chord_notes(root, minor)
        for p in (low, third, fifth + 0, low + 12):
            _add(buf, t0, "pad", p, bar, 0.05)
        _add(buf, t0, "bass", root - 12, bar * 0.9, 0.22)
        if piece.beats == 3:  # a waltz: bass on one, the chord's upper notes on two and three
            for k in (1, 2):
                for p in (third + 12, fifth + 12):
                    _add(buf, t0 + k * beat, "harp", p, beat, 0.07, piece.bright)
        else:  # a rolling arpeggio in eighths
            pattern = (low + 12, fifth + 12, third + 24, fifth + 12)
            for k in range(piece.beats * 2):
                if rng.random() < 0.85:
                    _add(buf, t0 + k * beat / 2, "harp", pattern[k % 4], beat / 2, 0.08, piece.bright)
    for start, midi, length in _melody(piece, rng, beat):
        if piece.lead == "flute":
            _add(buf, start, "flute", midi, length, 0.16)
        else:
            _add(buf, start, "harp", midi, length, 0.2, piece.bright)
    buf = _echo(buf, beat * 0.75, 0.28)
    buf = _lowpass_loop(buf, 3800.0)
    buf = buf - buf.mean()
    return buf * (PEAK / (np.abs(buf).max() or 1.0))


def _echo(x: np.ndarray, delay: float, gain: float) -> np.ndarray:
    """A soft room: three fading repeats, read round the loop."""
    d = int(delay * RATE)
    return x + sum(gain ** k * np.roll(x, k * d) for k in (1, 2, 3))


def _lowpass_loop(x: np.ndarray, cutoff: float) -> np.ndarray:
    """One-pole low-pass run round the loop twice: the second lap starts from the state the
    first lap ended in, so the filter has no seam at the loop point."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    for v in x.tolist():
        y += a * (v - y)
    out = []
    for v in x.tolist():
        y += a * (v - y)
        out.append(y)
    return np.array(out)


def _bars(*names: str) -> tuple[tuple[int, bool], ...]:
    """Chords by name ("D", "Bm", ...) as (root MIDI note in the octave from C3, minor?)."""
    roots = {"C": 48, "D": 50, "E": 52, "F": 53, "G": 55, "A": 57, "B": 59, "Bb": 58}
    return tuple((roots[c.rstrip("m")], c.endswith("m")) for c in names)


#: name -> (piece, what it is for)
PIECES: dict[str, tuple[Piece, str]] = {
    "title": (Piece(_bars("D", "Bm", "G", "A", "D", "Bm", "Em", "A"), 72, 4, 62, MAJOR, "harp", "title"),
              "menus: a harp over soft strings, D major"),
    "kingdomino": (Piece(_bars("G", "Em", "C", "D", "G", "C", "Am", "D"), 76, 4, 55, MAJOR, "flute",
                         "meadow"),
                   "Kingdomino's table: a pastoral flute, G major"),
    "queendomino": (Piece(_bars("Dm", "F", "Gm", "A", "Dm", "Bb", "C", "A"), 70, 4, 50, MINOR, "harp",
                          "court", bright=0.25), "Queendomino's table: a courtly plucked tune, D minor"),
    "xxl": (Piece(_bars("F", "C", "Dm", "Bb", "F", "Bb", "C", "C", "F", "Dm", "Bb", "C"), 96, 3, 53,
                  MAJOR, "flute", "wedding"), "Royal Wedding XXL's table: a slow waltz, F major"),
}


def pcm(samples: np.ndarray) -> bytes:
    """16-bit little-endian PCM of samples in -1..1."""
    return np.clip(np.round(samples * 32767), -32767, 32767).astype("<i2").tobytes()


def write(path: Path, samples: np.ndarray) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm(samples))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE, help="output folder (default: music/)")
    out: Path = parser.parse_args(argv).out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for name, (piece, _purpose) in PIECES.items():
        write(out / f"{name}.wav", render(piece))
        total += (out / f"{name}.wav").stat().st_size
    print(f"wrote {len(PIECES)} pieces to {out} ({total / 1e6:.2f} MB)")


if __name__ == "__main__":
    sys.exit(main())
