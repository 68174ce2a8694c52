"""`retold tools`: the model-issued memory tools as JSON schemas for an agent framework."""

from __future__ import annotations

import json


def cmd_tools(args) -> int:
    from retold.client import tool_schemas

    tools = tool_schemas(args.style)
    if args.json:
        print(json.dumps(tools, indent=2, sort_keys=True))
        return 0
    for t in tools:
        t = t.get("function", t)
        params = (t.get("parameters") or t.get("input_schema"))["properties"]
        print(f"{t['name']}({', '.join(params)})")
        print(f"    {t['description']}")
    print("\nServed by the orchestrator's retold.v1.MemoryTools service (CallTool takes the name and the "
          "model's JSON arguments; the host supplies principal_id).")
    return 0


def register(sub) -> None:
    t = sub.add_parser("tools", help="the model-issued memory tools (memory_search, memory_write, ...) as JSON schemas")
    t.add_argument("--json", action="store_true", help="print the schemas as JSON")
    t.add_argument("--style", choices=("plain", "openai", "anthropic"), default="plain",
                   help="plain {name, description, parameters}, OpenAI function tools or Anthropic input_schema")
    t.set_defaults(fn=cmd_tools)
