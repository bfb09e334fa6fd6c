<?php
/**
 * Tests of the preview parts (run by tests/run.php, with its check()): the preview token and the signed
 * request of the contract, and the page a post opens on, chosen from the site's own section map
 * (tests/sections-sample.json, written by the site's lib/preview/plugin-samples.test.ts). Writes
 * tests/preview-samples.json, which that Jest test checks with the site's own code.
 *
 * @package Plaza_Revalidate
 */

require_once dirname( __DIR__ ) . '/includes/class-plaza-revalidate-sections.php';

$preview_secret = 'plaza-test-secret-0123456789abcdef-0123456789abcdef';
$preview_now    = 1795303695;

// The token: base64url of the claims, a dot, the HMAC of "preview.<base64url>".
// A fixed nonce, so that the samples file stays the committed one.
$token = Plaza_Revalidate_Contract::preview_token( $preview_secret, 249, 2, $preview_now, '0123456789abcdef' );
list( $payload, $mac ) = explode( '.', $token );
$claims_of = fn( string $token ) => json_decode( base64_decode( strtr( explode( '.', $token )[0], '-_', '+/' ) ), true );
check( 'token: two parts, base64url then 64 hex digits', array( (bool) preg_match( '/^[A-Za-z0-9_-]+$/', $payload ), (bool) preg_match( '/^[0-9a-f]{64}$/', $mac ) ), array( true, true ) );
$claims = $claims_of( $token );
check( 'token: claims', array_diff_key( $claims, array( 'n' => true ) ), array( 'v' => 1, 'post' => 249, 'user' => 2, 'exp' => $preview_now + 600 ) );
check( 'token: the nonce given', $claims['n'], '0123456789abcdef' );
// Without one, a random nonce: two Previews of one post by one user in one second are two links.
$first  = Plaza_Revalidate_Contract::preview_token( $preview_secret, 249, 2, $preview_now );
$second = Plaza_Revalidate_Contract::preview_token( $preview_secret, 249, 2, $preview_now );
check( 'token: a random nonce of 16 hex digits', (bool) preg_match( '/^[0-9a-f]{16}$/', $claims_of( $first )['n'] ), true );
check( 'token: the same post, user and second, another token', $first !== $second, true );
check( 'token: lives ten minutes', Plaza_Revalidate_Contract::PREVIEW_TOKEN_SECONDS, 600 );
check( 'token: signed text is "preview.<payload>"', $mac, hash_hmac( 'sha256', 'preview.' . $payload, $preview_secret ) );
check( 'token: another post, another token', Plaza_Revalidate_Contract::preview_token( $preview_secret, 250, 2, $preview_now ) !== $token, true );
check( 'token: another user, another token', Plaza_Revalidate_Contract::preview_token( $preview_secret, 249, 3, $preview_now ) !== $token, true );
check( 'preview URL', Plaza_Revalidate_Contract::preview_url( 'https://plaza.example/', 'a.b' ), 'https://plaza.example/api/preview?token=a.b' );

// The signed GET for the section map: the webhook's headers over "GET /api/preview/sections".
$headers = Plaza_Revalidate_Contract::request_headers( $preview_secret, $preview_now, 'get', Plaza_Revalidate_Contract::SECTIONS_PATH );
check( 'sections request: headers', array_keys( $headers ), array( 'x-plaza-timestamp', 'x-plaza-signature' ) );
check( 'sections request: signed text', $headers['x-plaza-signature'], 'sha256=' . hash_hmac( 'sha256', 'sections.' . $preview_now . '.GET /api/preview/sections', $preview_secret ) );

// The page a post opens on, from the site's map (its default category map).
$map = (array) json_decode( (string) @file_get_contents( __DIR__ . '/sections-sample.json' ), true );
check( 'the site\'s map is valid', Plaza_Revalidate_Sections::valid( $map ), true );
check( 'a map of another version is not', Plaza_Revalidate_Sections::valid( array( 'version' => 2 ) + (array) $map ), false );
check( 'a page path must be the site\'s own', Plaza_Revalidate_Sections::valid( array( 'pages' => array( array( 'path' => 'https://evil.example/', 'categories' => array( 16 ) ) ) ) + (array) $map ), false );
check( 'directory post (16) opens the Spanish directory', Plaza_Revalidate_Sections::page_for( array( 16 ), $map ), '/es/directorio' );
check( 'a post in 17 (directory and the English grid) opens the Spanish directory', Plaza_Revalidate_Sections::page_for( array( '17' ), $map ), '/es/directorio' );
check( 'an English hero slide (23) opens the English home', Plaza_Revalidate_Sections::page_for( array( 23 ), $map ), '/en' );
check( 'a Spanish hero slide (2) opens the Spanish home', Plaza_Revalidate_Sections::page_for( array( 2 ), $map ), '/es' );
check( 'home before the directory in the site\'s order', Plaza_Revalidate_Sections::page_for( array( 16, 7 ), $map ), '/es' );
check( 'not a plaza category', Plaza_Revalidate_Sections::page_for( array( 1, 99 ), $map ), null );
check( 'no map read yet: not a plaza post', Plaza_Revalidate_Sections::page_for( array( 16 ), array() ), null );

$preview_samples = array(
	array(
		'name'  => 'preview link: post 249, user 2',
		'secret' => $preview_secret,
		'now'   => $preview_now,
		'post'  => 249,
		'user'  => 2,
		'url'   => Plaza_Revalidate_Contract::preview_url( 'https://plaza.example', $token ),
	),
	array(
		'name'      => 'sections request',
		'secret'    => $preview_secret,
		'timestamp' => (string) $preview_now,
		'path'      => Plaza_Revalidate_Contract::SECTIONS_PATH,
		'signature' => $headers['x-plaza-signature'],
	),
);
$preview_file = __DIR__ . '/preview-samples.json';
$preview_json = json_encode( $preview_samples, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
$preview_prev = is_file( $preview_file ) ? file_get_contents( $preview_file ) : '';
file_put_contents( $preview_file, $preview_json );
check( 'tests/preview-samples.json is the committed file (review `git diff`, commit it, run again)', $preview_prev === $preview_json, true );
