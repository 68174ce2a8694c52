"""The fixed, versioned retrieval-category taxonomy.

The write-time classifier assigns each record one category; the inventory the
planner sees is the set of distinct labels of a principal's active conditional
records. Changing anything here changes ``TAXONOMY_SHA256`` and so the bundle.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from retold.hashing import sha256_json

TAXONOMY_VERSION = "retold-taxonomy-v7"


@dataclass(frozen=True)
class Category:
    id: str
    label: str
    # Lower-case word stems and phrases that suggest the category at write time.
    cues: tuple[str, ...]
    # Sensitive categories are never offered to the judge without a matching turn.
    sensitive: bool = False
    # Only these may ever become ambient (the activation allowlist).
    ambient_eligible: bool = False
    # Content-free sentences describing what records of this category say; the
    # classifier compares records with them and the planner searches with them.
    probes: tuple[str, ...] = ()


CATEGORIES: tuple[Category, ...] = (
    Category("answer_style", "how answers should be written", (
        "concise", "bullet", "brief", "short answer", "verbose", "detailed", "tone",
        "format", "markdown", "blunt", "formal", "informal", "explain like", "step by step",
        "answer me", "respond", "reply", "no emoji", "emoji",
    ), ambient_eligible=True, probes=('Write answers in a particular format, length or tone.', 'When doing a certain kind of task, answer in a certain style.', 'Keep descriptions short; use tables or bullet points.')),
    Category("response_language", "which language to answer in", (
        "in english", "in french", "in spanish", "in german", "in portuguese", "in hindi",
        "in japanese", "in italian", "in dutch", "in polish", "language",
    ), ambient_eligible=True, probes=('Answer this person in a particular language.', 'Reply in another language for practice.')),
    Category("accessibility", "accessibility needs", (
        "screen reader", "large print", "font size", "dyslex", "colour blind", "color blind",
        "hard of hearing", "deaf", "low vision", "plain language", "alt text",
    ), ambient_eligible=True, probes=('The person has a disability or reading difficulty, so keep text short and clear.', 'Limited eyesight or dyslexia: format text to be easy to read.')),
    Category("code_language", "preferred programming language for examples", (
        "code examples", "code in", "examples in", "write code", "snippets in",
    ), ambient_eligible=True, probes=('Give code examples in a particular programming language.', 'Write code snippets in a specific language.')),
    Category("time_zone", "time zone, location and working hours", (
        "time zone", "timezone", "utc", "gmt", "working hours", "office hours", "based in",
        "lives in", "live in", "work from", "works from", "remote from", "located in",
        "am to", "pm to", "cet", "est", "pst", "bst", "ist",
    ), probes=('The person works from a city in a particular time zone.', 'Someone is based in another country or time zone.', 'Working hours and availability for meetings.')),
    Category("people", "people, roles and who is responsible for what", (
        "manager", "lead", "owner", "owns", "colleague", "teammate", "boss", "director",
        "engineering manager", " em ", "supervisor", "advisor", "client", "contact",
        "is our", "is my", "reports to", "charge nurse", "doctor", "partner",
    ), probes=('Who someone is: their role, job title and what they are responsible for.', 'The contact person, manager, supervisor or lead for something.', 'What a colleague or client prefers when you contact them.')),
    Category("approvals", "approval, sign-off and permission rules", (
        "sign off", "sign-off", "signoff", "approve", "approval", "permission",
        "must be reviewed", "needs review", "authoriz", "authoris", "consent",
    ), probes=('Someone must approve or sign off on a change above a threshold.', 'Permission rules: what needs approval before it happens.')),
    Category("schedule", "freezes, deadlines and scheduled dates", (
        "freeze", "deadline", "due", "until", "from oct", "from nov", "schedule",
        "appointment", "meeting", "every monday", "every tuesday", "every wednesday",
        "every thursday", "every friday", "weekly", "monthly", "on call", "on-call",
        "shift", "rota", "holiday", "vacation", "leave", "launch", "release date",
    ), probes=('A deadline, due date or freeze period.', 'Shift pattern, rota or working days.', 'When an event, delivery, flight, train or inspection happens.', 'Opening hours and days closed.')),
    Category("versions", "runtime, tool and version constraints", (
        "version", "node ", "python 3", "java ", "go 1.", "pinned", "upgrade", "runtime",
        "sdk", "library", "framework", "postgres", "kubernetes", "terraform",
    ), probes=('Which version of a runtime, platform or tool a system runs.', 'A software version pinned until an upgrade.')),
    Category("systems", "systems, environments and infrastructure", (
        "staging", "prod", "production", "cluster", "server", "database", "deploy",
        "pipeline", "ci ", "environment", "infra", "aws", "gcp", "azure", "repo",
    ), probes=('An environment, cluster, server or account and its configuration or limits.', 'Where jobs run and what resources are allowed.')),
    Category("documents", "document, repository and link locations", (
        "http", "www.", "drive", "folder", "wiki", "confluence", "notion", "doc ",
        "document", "spreadsheet", "link", "stored in", "saved in", "located at",
    ), probes=('Where a document, file or link is kept.', 'A policy number, code or reference number.')),
    Category("decisions", "decisions and agreements made", (
        "decided", "decision", "agreed", "chose", "chosen", "we will", "we'll", "going with",
        "settled on", "picked", "policy", "rule",
    ), probes=('A decision that was made or agreed at a meeting.', 'Something was cut from scope or postponed.')),
    Category("procedures", "procedures and how things are done", (
        "how to", "steps", "procedure", "process", "first", "then", "always check",
        "protocol", "checklist", "recipe", "instructions",
    ), probes=('The steps of a procedure: first do this, then that.', 'How a task is done here, step by step.')),
    Category("projects", "projects, tasks and their status", (
        "project", "task", "ticket", "working on", "in progress", "blocked", "milestone",
        "thesis", "chapter", "draft", "paper", "sprint", "backlog", "status",
    ), probes=('The status of a project or task and the work remaining.', 'How much work someone can take on per day.', 'Requirements someone still needs to complete.')),
    Category("health", "health and medical information", (
        "diagnos", "medication", "allerg", "therapy", "therapist", "illness", "surgery", "pregnan",
        "symptom", "blood pressure", "diabet", "anxiety", "depress", "prescription", "panic attack",
        "counselling", "counseling", "knee", "hip replacement", "joint replacement", "disabilit", "chronic",
        "migraine", "epilep", "seizure", "asthma", "inhaler", "cancer", "chemo", "dementia", "triptan",
    ), sensitive=True, probes=('A medical condition, diagnosis, medication or treatment.', 'A physical limitation such as how far someone can walk.')),
    Category("finances", "finances, money and prices", (
        "salary", "income", "debt", "loan", "mortgage", "budget", "price", "cost", "rent",
        "invoice", "rate", "fee", "$", "€", "£", "bank", "tax", "pension", "savings",
    ), probes=('A rate, price or amount of money charged or paid.', 'Salary, pension, invoices and personal money matters.')),
    Category("family", "family and personal life", (
        "wife", "husband", "son", "daughter", "kids", "children", "mother", "father",
        "mom", "dad", "sister", "brother", "divorce", "grandchild", "grandson",
        "granddaughter", "family", "birthday",
    ), sensitive=True, probes=('A family member and their life.', 'Personal relationships and family events.')),
    Category("preferences", "personal preferences and habits", (
        "prefer", "likes", "like to", "dislike", "hate", "favourite", "favorite",
        "vegetarian", "vegan", "avoid", "doesn't eat", "don't eat",
    ), probes=('A personal taste, hobby or habit.', 'Something the person likes or dislikes.')),
    Category("general", "other facts", ()),
)

# Words that make a record about the user themself a sensitive matter, though the same words in a work fact
# ("the physio room", "injury reporting", a player's hamstring) are work: read for the user's own records only
PERSONAL_SENSITIVE_CUES: dict[str, tuple[str, ...]] = {
    "health": ("physio", "injur", "sprain", "fractur", "sciatica", "slipped disc", "back pain",
               # appointments about the user's own body: "a hearing assessment at Kingsmere General"
               "hearing assessment", "hearing test", "eye test", "mri", "biopsy", "blood test", "hospital appointment",
               "clinic appointment", "gp appointment", "outpatient", "consultant appointment", "scan at",
               # an appointment with a medical specialty, or a test done on the user: "a cardiology appointment at
               # Calderdale Royal", "a colonoscopy at Foresterhill" (not the specialty alone: "a nurse on the cardiology
               # ward" is work)
               "cardiology appointment", "cardiology follow-up", "oncology appointment", "neurology appointment",
               "urology appointment", "gynaecology appointment", "gynecology appointment", "dermatology appointment",
               "rheumatology appointment", "an endoscopy", "a colonoscopy", "a mammogram"),
}

BY_ID: dict[str, Category] = {c.id: c for c in CATEGORIES}
AMBIENT_ALLOWLIST: frozenset[str] = frozenset(c.id for c in CATEGORIES if c.ambient_eligible)
TAXONOMY_SHA256: str = sha256_json(
    {"version": TAXONOMY_VERSION, "categories": [asdict(c) for c in CATEGORIES],
     "personal_sensitive_cues": PERSONAL_SENSITIVE_CUES}
)


def label(category_id: str) -> str:
    cat = BY_ID.get(category_id)
    return cat.label if cat else category_id
