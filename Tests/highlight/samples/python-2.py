@dataclass
class Limits:
    pages: int = 1000
    ratio: float = 0.75
    name: str = 'default'


def check(limits, count):
    if count > limits.pages and not limits.name:
        raise ValueError("too many pages: %d" % count)
    return {"count": count, "ok": True, "path": r"C:\site"}


numbers = [1, 2, 3, 0x10, 1e-3]
total = sum(n * 2 for n in numbers if n is not None)
