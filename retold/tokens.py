"""The one model-free token estimate every role uses for budgets."""


def estimate_tokens(text: str) -> int:
    """About four characters per token; 0 for empty text."""
    return max(1, (len(text) + 3) // 4) if text else 0
