<?php
/**
 * Seeds WordPress from the bundled snapshot (content/wordpress/), with the ids the site maps:
 * categories with their exact term ids, posts with their ids, dates, slugs, categories and custom
 * fields (written through Advanced Custom Fields, into the companion plugin's field groups, as an editor's
 * save would), featured images and the gallery's images attached to post 163. Images are the snapshot's
 * files with the sizes WordPress made of them when the snapshot was taken (copied with their metadata:
 * having GD remake 65 images would add ~15 s to every run and test GD, not the site).
 *
 *     php seed.php /path/to/wordpress /path/to/repo
 */

list( , $root, $repo ) = $argv;
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $root . '/wp-load.php';

// As the administrator, as an editor would: kses keeps the snapshot's HTML as it is.
wp_set_current_user( 1 );

$content = $repo . '/content/wordpress';
$uploads = $repo . '/public/wp-content/uploads';
$read    = fn( $file ) => json_decode( file_get_contents( $content . '/' . $file ), true );
$text    = fn( $html ) => trim( html_entity_decode( wp_strip_all_tags( (string) $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
$started = microtime( true );

// Categories, with the snapshot's ids: wp_insert_term() takes the id given in its insert data.
foreach ( $read( 'categories.json' ) as $category ) {
	$with_id = fn( $data ) => array_merge( $data, array( 'term_id' => $category['id'] ) );
	add_filter( 'wp_insert_term_data', $with_id );
	$term = wp_insert_term( $text( $category['name'] ), 'category', array( 'slug' => $category['slug'], 'description' => $category['description'] ) );
	remove_filter( 'wp_insert_term_data', $with_id );
	if ( is_wp_error( $term ) || (int) $term['term_id'] !== $category['id'] ) {
		fail( "category {$category['id']}: " . ( is_wp_error( $term ) ? $term->get_error_message() : "got id {$term['term_id']}" ) );
	}
}

/** One attachment from a snapshot media object: its files copied into uploads, its metadata as given. */
function attach( array $media, int $parent, string $uploads ): void {
	$details = $media['media_details'];
	$file    = $details['file'];
	$dest    = wp_get_upload_dir()['basedir'] . '/' . $file;
	$sizes   = array_diff_key( $details['sizes'], array( 'full' => true ) );
	wp_mkdir_p( dirname( $dest ) );
	foreach ( array_merge( array( basename( $file ) ), array_column( $sizes, 'file' ) ) as $name ) {
		$relative = dirname( $file ) . '/' . $name;
		copy( $uploads . '/' . $relative, dirname( $dest ) . '/' . $name ) || fail( "image {$relative}: not in public/wp-content/uploads" );
	}
	$id = wp_insert_attachment(
		array(
			'import_id'      => $media['id'],
			'post_title'     => html_entity_decode( $media['title']['rendered'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'post_excerpt'   => trim( wp_strip_all_tags( $media['caption']['rendered'] ?? '' ) ),
			'post_mime_type' => $media['mime_type'],
			'post_date'      => $media['date'],
			'post_status'    => 'inherit',
		),
		$dest,
		$parent,
		true
	);
	if ( is_wp_error( $id ) || $id !== $media['id'] ) {
		fail( "media {$media['id']}: " . ( is_wp_error( $id ) ? $id->get_error_message() : "got id {$id}" ) );
	}
	update_post_meta( $id, '_wp_attachment_image_alt', $media['alt_text'] );
	$strip = fn( $size ) => array_intersect_key( $size, array_flip( array( 'file', 'width', 'height', 'mime_type', 'filesize' ) ) );
	wp_update_attachment_metadata(
		$id,
		array(
			'width'      => $details['width'],
			'height'     => $details['height'],
			'file'       => $file,
			'filesize'   => $details['filesize'] ?? filesize( $dest ),
			'sizes'      => array_map( $strip, $sizes ),
			'image_meta' => $details['image_meta'] ?? array(),
		)
	);
}

// The gallery's parent (a page: it is in no category).
$gallery = wp_insert_post(
	array(
		'import_id'   => 163,
		'post_type'   => 'page',
		'post_title'  => 'Galería',
		'post_name'   => 'galeria',
		'post_status' => 'publish',
	),
	true
);
163 === $gallery || fail( 'gallery page: not id 163' );

// Posts: each once (one is in two categories), oldest first.
$posts = array();
foreach ( glob( $content . '/posts/category-*.json' ) as $file ) {
	foreach ( json_decode( file_get_contents( $file ), true ) as $post ) {
		$posts[ $post['id'] ] = $post;
	}
}
uasort( $posts, fn( $a, $b ) => strcmp( $a['date'], $b['date'] ) );
foreach ( $posts as $post ) {
	$id = wp_insert_post(
		array(
			'import_id'     => $post['id'],
			'post_title'    => html_entity_decode( $post['title']['rendered'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'post_content'  => $post['content']['rendered'],
			'post_name'     => $post['slug'],
			'post_date'     => $post['date'],
			'post_date_gmt' => $post['date_gmt'],
			'post_status'   => 'publish',
			'post_category' => $post['categories'],
		),
		true
	);
	if ( is_wp_error( $id ) || $id !== $post['id'] ) {
		fail( "post {$post['id']}: " . ( is_wp_error( $id ) ? $id->get_error_message() : "got id {$id}" ) );
	}
	seed_fields( $id, (array) $post['acf'] );
	$featured = $post['_embedded']['wp:featuredmedia'][0] ?? null;
	if ( $post['featured_media'] && $featured ) {
		attach( $featured, $id, $uploads );
		set_post_thumbnail( $id, $featured['id'] );
	}
}

$media = $read( 'media/parent-163.json' );
foreach ( $media as $item ) {
	attach( $item, 163, $uploads );
}

printf( "[wordpress] seeded %d categories, %d posts, %d gallery images in %.1f s\n", count( $read( 'categories.json' ) ), count( $posts ), count( $media ), microtime( true ) - $started );

/**
 * A post's custom fields, through ACF's own API (update_field with the field's key stores the value and
 * ACF's reference to the field, exactly what saving the post in the editor stores). A field the plaza's
 * field groups do not have is an error, not a stray meta key.
 */
function seed_fields( int $id, array $acf ): void {
	function_exists( 'acf_get_field' ) || fail( 'Advanced Custom Fields is not active' );
	// The old site wrote descripcion2 as descripcion_2 on some posts; the field group has one name.
	if ( isset( $acf['descripcion_2'] ) && '' === (string) ( $acf['descripcion2'] ?? '' ) ) {
		$acf['descripcion2'] = $acf['descripcion_2'];
	}
	unset( $acf['descripcion_2'] );
	foreach ( $acf as $name => $value ) {
		if ( null === $value ) {
			continue; // ACF answers an unset field as its default: nothing to store.
		}
		$field = acf_get_field( 'field_plaza_' . $name );
		$field || fail( "post {$id}: the plaza's field groups have no field '{$name}'" );
		update_field( $field['key'], $value, $id ) || fail( "post {$id}: ACF did not store '{$name}'" );
	}
}

function fail( string $message ): void {
	fwrite( STDERR, "[seed] {$message}\n" );
	exit( 1 );
}
