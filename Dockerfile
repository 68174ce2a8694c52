# One image for every role; the role is chosen by the command (see docker-compose.yml).
FROM python:3.11-slim
WORKDIR /app
ENV HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PYTHONUNBUFFERED=1 RETOLD_HOST=0.0.0.0
COPY requirements.txt pyproject.toml README.md ./
RUN pip install --no-cache-dir torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu \
 && pip install --no-cache-dir -r requirements.txt
COPY protos protos
COPY retold retold
COPY store_svc store_svc
COPY retrieval_svc retrieval_svc
COPY planner_svc planner_svc
COPY judge_svc judge_svc
COPY orchestrator_svc orchestrator_svc
RUN pip install --no-cache-dir --no-deps -e .
# The int8 embedding model is built into the image, so no role builds it at start.
ENV RETOLD_MODEL_CACHE=/app/models
RUN python -m retold.quantize
