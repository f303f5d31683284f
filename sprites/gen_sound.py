"""Synthesised sound effects: 44.1 kHz, 16-bit mono WAV, standard library only.

Every sound is built from sines, filtered seeded noise and exponential
envelopes, then normalised and faded at both ends so playback never clicks.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable

RATE = 44100
PEAK = 0.6  # normalisation target (about -4.4 dBFS): loud enough, never harsh
TAU = 2 * math.pi

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def _mix_in(dst: Samples, src: Samples, at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += v * gain


def _tone(freq: float, seconds: float, decay: float, attack: float = 0.004,
          partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 1.0),),
          vibrato: float = 0.0) -> Samples:
    """Sum of partials (ratio, amplitude, decay scale) under an attack + exponential decay."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env_a = min(1.0, t / attack) if attack > 0 else 1.0
        # Vibrato as integrated phase: frequency wobbles by +-vibrato around freq.
        tw = t + vibrato * (1 - math.cos(TAU * 5.5 * t)) / (TAU * 5.5)
        v = 0.0
        for ratio, amp, dscale in partials:
            v += amp * math.sin(TAU * freq * ratio * tw) * math.exp(-t / (decay * dscale))
        out.append(v * env_a)
    return out


def _noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def _lowpass(x: Samples, cutoff: float | Callable[[float], float]) -> Samples:
    """One-pole low-pass; cutoff may vary with time (for sweeps)."""
    out, y = [], 0.0
    for i, v in enumerate(x):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1 - math.exp(-TAU * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def _envelope(x: Samples, attack: float, decay: float) -> Samples:
    return [v * min(1.0, (i / RATE) / attack) * math.exp(-(i / RATE) / decay) for i, v in enumerate(x)]


def finish(x: Samples, fade_in: float = 0.003, fade_out: float = 0.03, peak_to: float = PEAK) -> Samples:
    """Remove DC, normalise to peak_to and apply raised-cosine fades at both ends."""
    mean = sum(x) / len(x)
    x = [v - mean for v in x]
    peak = max(abs(v) for v in x) or 1.0
    x = [v * peak_to / peak for v in x]
    n_in, n_out = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    for i in range(min(n_in, len(x))):
        x[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(x))):
        x[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return x


def click() -> Samples:
    """Soft wooden tick: two short high modes and a breath of noise."""
    rng = random.Random("click")
    x = _tone(1320, 0.07, 0.012, 0.0005, ((1, 1, 1), (2.4, 0.35, 0.5)))
    _mix_in(x, _envelope(_lowpass(_noise(0.01, rng), 5000), 0.0003, 0.002), 0, 0.4)
    return finish(x, 0.0005, 0.015, 0.5)


def pickup() -> Samples:
    """Soft airy swish rising in pitch with a light pluck on top."""
    rng = random.Random("pickup")
    dur = 0.22

    def sweep(t: float) -> float:  # rising cutoff: the swish 'lifts'
        return 400 + 7000 * t

    swish = _lowpass(_lowpass(_noise(dur, rng), sweep), sweep)  # two poles: airy, not hissy
    swish = [v * math.sin(math.pi * min(1.0, i / (dur * RATE))) ** 2 for i, v in enumerate(swish)]
    pluck = _tone(660, dur, 0.05, 0.002, ((1, 1, 1), (2, 0.35, 0.6), (3, 0.12, 0.4)))
    x = _silence(dur)
    _mix_in(x, swish, 0, 1.0)
    _mix_in(x, pluck, 0.06, 0.35)
    return finish(x, 0.005, 0.03)


def drop() -> Samples:
    """Wooden clack: a few inharmonic wood-block modes plus a soft thump."""
    rng = random.Random("drop")
    dur = 0.25
    x = _tone(640, dur, 0.03, 0.0008, ((1, 1, 1), (2.76, 0.45, 0.5), (5.1, 0.2, 0.3)))
    _mix_in(x, _tone(130, dur, 0.05, 0.001), 0, 0.7)
    _mix_in(x, _envelope(_lowpass(_noise(0.02, rng), 4000), 0.0003, 0.003), 0, 0.8)
    # A tiny second knock: the far end of the domino settling.
    _mix_in(x, _tone(700, 0.1, 0.015, 0.0008, ((1, 1, 1), (2.76, 0.4, 0.5))), 0.045, 0.35)
    return finish(x, 0.001, 0.04)


def refused() -> Samples:
    """Two low, soft 'uh-uh' buzzes, the second lower."""
    soft_saw = tuple((n, 1 / n, 1.0) for n in range(1, 7))
    x = _silence(0.38)
    for at, f in ((0.0, 155.6), (0.18, 130.8)):
        note = _tone(f, 0.16, 0.5, 0.01, soft_saw)
        n = len(note)
        note = [v * min(1.0, (n - i) / (0.03 * RATE)) for i, v in enumerate(note)]  # release
        _mix_in(x, _lowpass(note, 1200), at)
    return finish(x, 0.005, 0.03, 0.4)  # dense low buzz: quieter peak to match the others


BELL = ((1.0, 1.0, 1.0), (2.0, 0.5, 0.6), (3.0, 0.28, 0.4), (4.16, 0.16, 0.3), (5.43, 0.08, 0.2))


def claim() -> Samples:
    """Bright bell with a softer fifth ringing under it."""
    x = _tone(1046.5, 0.9, 0.28, 0.002, BELL)
    _mix_in(x, _tone(784.0, 0.9, 0.3, 0.004, BELL), 0.0, 0.4)
    return finish(x, 0.002, 0.15)


def turn() -> Samples:
    """Two-note rising chime: 'your turn'."""
    x = _silence(0.9)
    _mix_in(x, _tone(784.0, 0.9, 0.22, 0.003, BELL), 0.0, 0.8)
    _mix_in(x, _tone(1174.7, 0.74, 0.26, 0.003, BELL), 0.16, 1.0)
    return finish(x, 0.002, 0.15)


def end_game() -> Samples:
    """Short brass-like fanfare: C-E-G arpeggio up to a held C major chord."""
    brass = tuple((n, 1 / n ** 1.3, 1.0) for n in range(1, 7))
    dur = 1.45
    x = _silence(dur)
    for i, f in enumerate((523.3, 659.3, 784.0)):
        note = _tone(f, 0.16, 0.5, 0.015, brass)
        n = len(note)
        note = [v * min(1.0, (n - j) / (0.04 * RATE)) for j, v in enumerate(note)]
        _mix_in(x, _lowpass(note, 2500), i * 0.14)
    for f, g in ((1046.5, 1.0), (784.0, 0.55), (659.3, 0.5), (523.3, 0.45)):
        held = _tone(f, dur - 0.42, 0.5, 0.03, brass, vibrato=0.004)
        _mix_in(x, _lowpass(held, 2500), 0.42, g)
    return finish(x, 0.005, 0.35)


def coins() -> Samples:
    """A few small metal chinks in quick succession: coins falling into a purse."""
    chink = ((1.0, 1.0, 1.0), (2.4, 0.5, 0.5), (3.9, 0.3, 0.3))
    x = _silence(0.42)
    for i, f in enumerate((2093.0, 2637.0, 2349.3, 2793.8)):
        _mix_in(x, _tone(f, 0.2, 0.04, 0.001, chink), 0.07 * i, 0.8 - 0.1 * i)
    return finish(x, 0.001, 0.05)


def queen() -> Samples:
    """A stately three-note harp rise: the Queen moves."""
    x = _silence(0.8)
    for i, f in enumerate((587.3, 740.0, 880.0)):
        _mix_in(x, _tone(f, 0.6, 0.18, 0.003, BELL), 0.11 * i, 0.7)
    return finish(x, 0.002, 0.15)


def dragon() -> Samples:
    """A low rumbling whoosh: the Dragon flies and breathes fire."""
    rng = random.Random("dragon")
    dur = 0.7

    def sweep(t: float) -> float:
        return 300 + 2400 * math.sin(math.pi * min(1.0, t / 0.7))

    roar = _lowpass(_lowpass(_noise(dur, rng), sweep), sweep)
    roar = [v * math.sin(math.pi * i / (dur * RATE)) for i, v in enumerate(roar)]
    x = _silence(dur)
    _mix_in(x, roar, 0, 1.0)
    _mix_in(x, _tone(82.4, dur, 0.3, 0.05), 0, 0.5)
    return finish(x, 0.01, 0.1)


def slide() -> Samples:
    """Tiles sliding along wood: a soft low swish."""
    rng = random.Random("slide")
    dur = 0.4
    swish = _lowpass(_lowpass(_noise(dur, rng), 900), 900)
    swish = [v * math.sin(math.pi * i / (dur * RATE)) ** 2 for i, v in enumerate(swish)]
    return finish(swish, 0.01, 0.05)


def stomp() -> Samples:
    """A giant's heavy footfall: a deep thud with a short earthy rumble after it."""
    rng = random.Random("stomp")
    dur = 0.5
    x = _tone(55.0, dur, 0.12, 0.002, ((1, 1, 1), (1.5, 0.4, 0.6)))
    _mix_in(x, _tone(98.0, 0.2, 0.04, 0.001), 0, 0.6)
    rumble = _lowpass(_lowpass(_noise(dur, rng), 250), 250)
    _mix_in(x, _envelope(rumble, 0.004, 0.18), 0.01, 1.6)
    return finish(x, 0.001, 0.08)


def crumble() -> Samples:
    """Masonry giving way: gritty falling noise and a few small stone knocks."""
    rng = random.Random("crumble")
    dur = 0.75

    def sweep(t: float) -> float:  # falling cutoff: the rubble settles
        return 2600 - 2200 * min(1.0, t / dur)

    grit = _lowpass(_noise(dur, rng), sweep)
    grit = [v * (1 - i / (dur * RATE)) ** 1.5 for i, v in enumerate(grit)]
    x = _silence(dur)
    _mix_in(x, grit, 0, 0.9)
    for i, f in enumerate((420.0, 310.0, 520.0, 260.0)):
        _mix_in(x, _tone(f, 0.12, 0.02, 0.0008, ((1, 1, 1), (2.3, 0.4, 0.5))), 0.05 + 0.13 * i, 0.5)
    _mix_in(x, _tone(70.0, 0.4, 0.12, 0.003), 0, 0.6)
    return finish(x, 0.002, 0.1)


def rise() -> Samples:
    """A building rises again: stone scraping upwards resolved by a bright bell."""
    rng = random.Random("rise")
    dur = 0.8

    def sweep(t: float) -> float:
        return 300 + 2500 * min(1.0, t / 0.45)

    scrape = _lowpass(_lowpass(_noise(0.45, rng), sweep), sweep)
    scrape = [v * math.sin(math.pi * i / (0.45 * RATE)) for i, v in enumerate(scrape)]
    x = _silence(dur)
    _mix_in(x, scrape, 0, 0.8)
    _mix_in(x, _tone(880.0, 0.4, 0.14, 0.003, BELL), 0.38, 0.6)
    return finish(x, 0.005, 0.12)


def flip() -> Samples:
    """A card turned over: a quick papery flick and a soft tap as it lands."""
    rng = random.Random("flip")
    dur = 0.3
    flick = _lowpass(_noise(0.12, rng), 6000)
    flick = [v * math.sin(math.pi * i / (0.12 * RATE)) ** 2 for i, v in enumerate(flick)]
    x = _silence(dur)
    _mix_in(x, flick, 0, 0.7)
    _mix_in(x, _tone(520.0, 0.12, 0.02, 0.0008, ((1, 1, 1), (2.7, 0.3, 0.4))), 0.13, 0.45)
    return finish(x, 0.002, 0.05)


SOUNDS: dict[str, tuple[Callable[[], Samples], str]] = {
    "click": (click, "UI button press"),
    "pickup": (pickup, "domino picked up from the draft"),
    "drop": (drop, "domino placed in a kingdom"),
    "refused": (refused, "illegal placement refused"),
    "claim": (claim, "king claims a domino"),
    "turn": (turn, "it is your turn"),
    "end_game": (end_game, "game over fanfare"),
    "coins": (coins, "tax collected: coins fly to the purse (Queendomino)"),
    "queen": (queen, "the Queen walks to her new host (Queendomino)"),
    "dragon": (dragon, "the Dragon burns a building (Queendomino)"),
    "slide": (slide, "the builders' board slides and refills (Queendomino)"),
    "stomp": (stomp, "a giant stomps onto a crown, or walks into a kingdom (XXL)"),
    "crumble": (crumble, "a building collapses (XXL)"),
    "rise": (rise, "a collapsed building is rebuilt (XXL)"),
    "flip": (flip, "the event card or the Age of Giants line turns face up (XXL)"),
}


def write_wav(path: str, samples: Samples) -> None:
    pcm = array("h", (max(-32767, min(32767, round(v * 32767))) for v in samples))
    if sys.byteorder == "big":  # WAV data is little-endian
        pcm.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
