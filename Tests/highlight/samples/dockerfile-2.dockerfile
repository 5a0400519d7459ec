FROM python:3.12-slim
ARG VERSION=1.0
LABEL maintainer="docs@example.com"
RUN pip install --no-cache-dir mkdocs==$VERSION
USER nobody
VOLUME ["/docs"]
WORKDIR /docs
CMD ["mkdocs", "serve", "--dev-addr", "0.0.0.0:8000"]
