<?php
/**
 * What a post is right now, in the shape Plaza_Revalidate_Changes keeps. The only class that reads
 * posts and terms from WordPress.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads posts, their categories and the posts an image illustrates.
 */
final class Plaza_Revalidate_Lookup {

	/** @var string[] Post types whose featured images matter. */
	private $types;

	public function __construct( array $types ) {
		$this->types = $types;
	}

	/** @return array|null {type, status, categories, parents}, or null when the post does not exist. */
	public function state( int $id ): ?array {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post || wp_is_post_revision( $post ) ) {
			return null;
		}
		if ( 'attachment' === $post->post_type ) {
			return array(
				'type'       => 'attachment',
				'status'     => $post->post_status,
				'categories' => $this->featured_categories( $id ),
				'parents'    => $post->post_parent ? array( (int) $post->post_parent ) : array(),
			);
		}
		return array(
			'type'       => $post->post_type,
			'status'     => $post->post_status,
			'categories' => array_map( 'intval', wp_get_post_categories( $id ) ),
			'parents'    => array(),
		);
	}

	/** set_object_terms passes term_taxonomy ids; the site knows categories by term id. */
	public function category_ids( array $term_taxonomy_ids ): array {
		$ids = array();
		foreach ( $term_taxonomy_ids as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, 'category' );
			if ( $term instanceof WP_Term ) {
				$ids[] = (int) $term->term_id;
			}
		}
		return $ids;
	}

	/** Categories of the published posts whose featured image this attachment is (REST embeds it). */
	private function featured_categories( int $attachment_id ): array {
		$posts = get_posts(
			array(
				'post_type'        => $this->types,
				'post_status'      => 'publish',
				'meta_key'         => '_thumbnail_id', // phpcs:ignore WordPress.DB.SlowDBQuery -- one indexed lookup per changed image.
				'meta_value'       => $attachment_id, // phpcs:ignore WordPress.DB.SlowDBQuery
				'fields'           => 'ids',
				'posts_per_page'   => 100,
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		$categories = array();
		foreach ( $posts as $post_id ) {
			$categories = array_merge( $categories, wp_get_post_categories( $post_id ) );
		}
		return array_values( array_unique( array_map( 'intval', $categories ) ) );
	}
}
