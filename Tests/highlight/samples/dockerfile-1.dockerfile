# Builds foldmark and a docs site.
FROM swift:6.0-jammy AS build
WORKDIR /src
COPY . .
RUN apt-get update && apt-get install -y libcmark-gfm-dev \
    && rm -rf /var/lib/apt/lists/*
RUN swift build -c release

FROM ubuntu:22.04
COPY --from=build /src/.build/release/foldmark /usr/local/bin/
ENV SITE=/site
EXPOSE 8000
ENTRYPOINT ["foldmark", "build"]
CMD ["/site"]
