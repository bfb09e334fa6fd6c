vcl 4.1;
# The bench's reference: Varnish with a minimal VCL, three lines that drop cookies, in front of
# the same origin as the shipped deploy/varnish/plaza.vcl. Its requests/s are what serving from Varnish
# costs; the shipped VCL's are compared with them. `origin.vcl` is written by deploy/varnish/start.sh.
include "origin.vcl";

sub vcl_recv {
    unset req.http.Cookie;
}
