vcl 4.1;
# The bench's reference: Varnish with a minimal VCL in front of the same origin as the shipped
# deploy/varnish/plaza.vcl: it drops cookies and, since Varnish itself only speaks gzip, keeps a brotli
# object apart for clients that take brotli. Its cost per request is what serving from Varnish costs; the
# shipped VCL's is compared with it. `origin.vcl` is written by deploy/varnish/start.sh (its directors
# need the module).
import directors;
include "origin.vcl";

sub vcl_recv {
    unset req.http.Cookie;
    if (req.http.Accept-Encoding ~ "(?i)(^|[ ,])br([ ;,]|$)") {
        set req.http.x-encoding = "br";
    } else {
        unset req.http.x-encoding;
    }
}

sub vcl_hash {
    hash_data("encoding=" + req.http.x-encoding);
}

sub vcl_backend_fetch {
    if (bereq.http.x-encoding == "br") {
        set bereq.http.Accept-Encoding = "br";
    }
}
