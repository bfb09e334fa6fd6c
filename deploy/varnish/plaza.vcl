vcl 4.1;
#
# Varnish 7.1 (Debian 12's `varnish`) in front of the Plaza París site (`next start`), with the xkey module
# (Debian's `varnish-modules`). What it does and why: docs/deployment.md. Started by deploy/varnish/start.sh.
#
#  - Caches what the site's Cache-Control allows (pages, their RSC payloads, static files, optimised
#    images), keyed so that an RSC payload is never served for a page or the reverse, and so that no
#    request header that could change an answer reaches the site on a cacheable request unless it is part
#    of the key.
#  - Passes /api/*, every method but GET and HEAD, and any request carrying a draft or preview cookie.
#  - Keeps every object a year past its TTL (grace): served when the site is down or answers an error.
#  - Keeps a brotli object beside the gzip one, filled through the `fill` director: behind deploy/stack.sh's
#    nginx, each page is compressed once at brotli's best instead of for every visitor.
#  - Soft-purges by the site's Surrogate-Key tags (`PURGE` with `xkey-softpurge: wp:category:17 …`) from
#    the addresses of `acl purgers` only, and only with the purge token (`X-Purge-Token`): with a TLS
#    terminator on the same host every visitor arrives from 127.0.0.1.
#  - Answers 404 to /api/metrics: the site's metrics are read on each instance's own port, never through here;
#    and to /api/health/* unless the visitor is on this host or carries the metrics token.

import directors;
import std;
import xkey;

# The deployment's facts, written by deploy/varnish/start.sh into Varnish's working directory (on the
# vcl_path): `origin.vcl` (one backend per site instance, without a probe, and the `any` director over
# them), `origin-health.vcl` (each instance with its readiness probe, and the `ready` director over those),
# `fill.vcl` (`sub plaza_fill`: where cache fills go), `acl purgers` (who may purge) and
# `sub check_purge_token` (the secret a purge must carry) with `sub check_metrics_token` (the bearer that
# reads /api/health/* from beyond this host).
include "origin.vcl";
include "origin-health.vcl";
include "fill.vcl";
include "purgers.vcl";
include "purge-token.vcl";

# The instances that answer their readiness probe, in turn; when none does, any of them (a site too busy to
# answer a probe in time still gets requests): only the choice of serving old objects without asking follows
# the probes. Chosen here, not by a director over directors: Varnish 7.1 can panic discarding a VCL whose
# directors hold other directors (varnish-cache#3895), and a release discards the VCL it replaced.
sub plaza_origin {
    if (std.healthy(ready.backend())) {
        set req.backend_hint = ready.backend();
    } else {
        set req.backend_hint = any.backend();
    }
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purging is not allowed from this address"));
        }
        call check_purge_token;
        if (!req.http.xkey-softpurge) {
            return (synth(400, "PURGE needs an xkey-softpurge header listing the tags"));
        }
        set req.http.x-purged = xkey.softpurge(req.http.xkey-softpurge);
        return (synth(200, "Soft-purged " + req.http.x-purged + " objects"));
    }

    # Headers only Next itself (or Vercel) sets between its own parts; from outside they are an attack
    # (x-middleware-subrequest skipped the proxy in CVE-2025-29927) or a way to get a different answer
    # (x-next-revalidated-tags with the token renders any page uncached, as if its tags were revalidated).
    unset req.http.x-middleware-subrequest;
    unset req.http.x-middleware-prefetch;
    unset req.http.x-prerender-revalidate;
    unset req.http.x-prerender-revalidate-if-generated;
    unset req.http.x-next-revalidated-tags;
    unset req.http.x-next-revalidate-tag-token;
    unset req.http.x-next-cache-tags;
    unset req.http.next-resume;
    unset req.http.x-next-resume-state-length;
    unset req.http.x-now-route-matches;
    unset req.http.x-matched-path;
    unset req.http.x-nextjs-data;
    unset req.http.next-hmr-refresh;
    unset req.http.x-plaza-cache;
    unset req.http.x-plaza-encoding;
    # The purge secret never reaches the site (nor its logs).
    unset req.http.x-purge-token;

    # A path that names another once resolved or decoded (`/es/../api/…` and `/%61pi/…` are `/api/…` to the
    # site) would slip past the rules below: dot-segments and escapes of characters that need none (letters,
    # digits, - . _ ~) are refused, as the site refuses them (lib/malformed-path.ts). Browsers send neither.
    if (req.url ~ "^[^?]*/\.\.?(/|\?|$)" ||
        req.url ~ "(?i)^[^?]*%(4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae]|3[0-9]|2[de])") {
        return (synth(400, "Bad Request"));
    }

    if (req.url ~ "^/api/metrics(/|\?|$)") {
        return (synth(404, "Not Found"));
    }
    # Readiness says how each instance fares and costs it a check: for this host and the operator only. Here
    # rather than in nginx, which would need the token in its configuration: through nginx every client is
    # 127.0.0.1, and the visitor's address is the first of X-Forwarded-For (nginx writes it, then Varnish
    # appends nginx's own), so a loopback visitor or the metrics token passes (purge-token.vcl).
    if (req.url ~ "^/+api/+health(/|\?|$)" &&
        regsub(req.http.X-Forwarded-For, "^\s*([^,\s]*).*$", "\1") !~ "^(127\.[0-9.]+|::1|::ffff:127\.[0-9.]+)$") {
        call check_metrics_token;
    }
    call plaza_origin;
    if (req.method != "GET" && req.method != "HEAD") {
        # Kept, so the request can go to another instance if the first cannot be reached (vcl_backend_error).
        std.cache_req_body(1MB);
        return (pass);
    }
    if (req.url ~ "^/api(/|\?|$)") {
        return (pass);
    }
    # Draft Mode and preview: the visitor must see the draft, and nobody else may.
    if (req.http.Cookie ~ "(^|;)\s*(__prerender_bypass|__next_preview_data)=") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Nothing the site caches depends on a cookie.
    unset req.http.Cookie;

    # The image optimiser varies on Accept (Vary: Accept) and only looks for AVIF and WebP: three keys,
    # not one per browser's Accept string.
    if (req.url ~ "^/_next/image\?") {
        if (req.http.Accept ~ "image/avif") {
            set req.http.Accept = "image/avif";
        } elsif (req.http.Accept ~ "image/webp") {
            set req.http.Accept = "image/webp";
        } else {
            unset req.http.Accept;
        }
    }

    # The client router's requests: `rsc: 1` asks for the RSC payload, never the HTML. Only the values Next
    # knows are kept, so a made-up value cannot make a key of its own.
    if (req.http.rsc && req.http.rsc != "1") {
        unset req.http.rsc;
    }
    if (req.http.next-router-prefetch && req.http.next-router-prefetch != "1") {
        unset req.http.next-router-prefetch;
    }

    # The site answers from its own cache in milliseconds: while it is healthy, an expired or purged object
    # is fetched again before answering (so an edit shows at once). When it is down, or answered an error
    # (the restart below), the object is served however old it is.
    if (req.restarts == 0 && std.healthy(ready.backend())) {
        set req.grace = 0s;
    } else {
        # req.grace outlives a restart: lift the limit explicitly (the object's own grace then applies).
        set req.grace = 3650d;
    }
    # Varnish stores gzip and unzips it for a client without gzip; a client that takes brotli gets an
    # object of its own (Varnish rewrites Accept-Encoding to gzip after this, hence a header of our own).
    if (req.http.Accept-Encoding ~ "(?i)(^|[ ,])br([ ;,]|$)") {
        set req.http.x-plaza-encoding = "br";
    } else {
        unset req.http.x-plaza-encoding;
    }
    set req.http.x-plaza-cache = "lookup";
    return (hash);
}

sub vcl_hash {
    # The address and every header that makes Next answer differently (its Vary list): the page, its RSC
    # payload and each prefetch segment are separate objects even if an answer came without Vary. The Host
    # is left out: one site, and a made-up Host must not make another copy.
    hash_data(req.url);
    hash_data("rsc=" + req.http.rsc);
    hash_data("prefetch=" + req.http.next-router-prefetch);
    hash_data("segment=" + req.http.next-router-segment-prefetch);
    hash_data("tree=" + req.http.next-router-state-tree);
    hash_data("url=" + req.http.next-url);
    hash_data("encoding=" + req.http.x-plaza-encoding);
    return (lookup);
}

sub vcl_backend_fetch {
    if (bereq.http.x-plaza-cache == "lookup") {
        # A cacheable answer is shared: nothing about this visitor may shape it (Next renders differently
        # for crawlers, and the forwarded host and port would end up in absolute URLs).
        set bereq.http.User-Agent = "Varnish (plaza cache fill)";
        unset bereq.http.x-forwarded-host;
        unset bereq.http.x-forwarded-port;
        if (bereq.http.x-plaza-encoding == "br") {
            set bereq.http.Accept-Encoding = "br";
        }
        call plaza_fill;
    }
    unset bereq.http.x-plaza-cache;
    unset bereq.http.x-plaza-encoding;
    return (fetch);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # An error is never stored: during a background refresh the stale object stays; otherwise vcl_synth
    # asks again with grace, and the last good object is served if there is one.
    if (beresp.status >= 500) {
        return (abandon);
    }
    # Only what the site says may be cached: an answer without Cache-Control (Next's redirects to the right
    # `_rsc`, for instance) is passed, never kept under Varnish's default TTL.
    if (!beresp.http.Cache-Control ||
        beresp.http.Cache-Control ~ "(?i)(no-store|no-cache|private)" ||
        beresp.ttl <= 0s || beresp.http.Vary == "*") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # A shared answer carries no cookie.
    unset beresp.http.Set-Cookie;
    # Next answered with its last page while it regenerates (stale-while-revalidate): keep that one only a
    # moment, so the regenerated page replaces it soon.
    if (beresp.http.x-nextjs-cache == "STALE") {
        set beresp.ttl = 2s;
    }
    if (beresp.grace < 365d) {
        set beresp.grace = 365d;
    }
    # Past grace, the old object still makes the next fetch conditional (ETag: a 304 instead of the page).
    set beresp.keep = 1d;
    # The tags (lib/cache/tag-header.ts) index the object for xkey.softpurge.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
        unset beresp.http.Surrogate-Key;
    }
    # Everything but the build's fingerprinted files and optimised images belongs to the release that made
    # it: a release soft-purges this tag once it is live (deploy/release.sh).
    if (bereq.url !~ "^/_next/(static/|image\?)") {
        set beresp.http.xkey = beresp.http.xkey + " plaza:release";
    }
    return (deliver);
}

sub vcl_backend_error {
    # An instance could not be reached (killed, restarting): a request that cannot be served from the cache
    # (a contact message) goes to the next instance in turn, twice at most (another request may take the
    # turn in between), until the probes have marked the instance sick.
    if (bereq.uncacheable && bereq.retries < 2) {
        return (retry);
    }
    # The site could not be reached: as for an error answer above.
    if (!bereq.uncacheable) {
        return (abandon);
    }
    return (deliver);
}

sub vcl_synth {
    if (req.method == "PURGE") {
        set resp.http.Content-Type = "text/plain; charset=utf-8";
        set resp.body = resp.reason + {"
"};
        return (deliver);
    }
    # The site failed a cacheable request: once more, accepting any grace (vcl_recv), so the last good
    # object answers if there is one.
    if (resp.status == 503 && req.restarts == 0 && req.http.x-plaza-cache == "lookup") {
        return (restart);
    }
    return (deliver);
}

sub vcl_deliver {
    # For tests and operators: how this answer was made.
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    return (deliver);
}
