<?php
/**
 * The "Plaza París" admin page (users who can edit posts): the site's sections, read from the site on every
 * visit (the kept map when it does not answer), so editors never need to know category numbers.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the page.
 */
final class Plaza_Revalidate_Sections_Page {

	public static function render(): void {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		$map   = Plaza_Revalidate_Sections::refresh();
		$error = is_wp_error( $map ) ? $map : null;
		if ( $error ) {
			$map = Plaza_Revalidate_Sections::map();
		}
		$lang = 0 === strpos( get_user_locale(), 'es' ) ? 'es' : 'en';
		echo '<div class="wrap"><h1>' . esc_html__( 'Plaza París', 'plaza-revalidate' ) . '</h1>';
		echo '<p>' . esc_html__( 'The sections of the site and the categories their posts come from. A post appears in every section whose category it has; Preview opens the first page that shows it.', 'plaza-revalidate' ) . '</p>';
		if ( $error ) {
			/* translators: %s: why the site could not be read */
			$why  = sprintf( __( 'The site did not answer: %s.', 'plaza-revalidate' ), $error->get_error_message() );
			$when = Plaza_Revalidate_Sections::fetched_at();
			/* translators: %s: date and time */
			$kept = $map ? sprintf( __( 'Showing the sections as read on %s.', 'plaza-revalidate' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when ) ) : __( 'No section map has been read yet.', 'plaza-revalidate' );
			echo '<div class="notice notice-warning"><p>' . esc_html( $why . ' ' . $kept ) . '</p></div>';
		}
		if ( $map ) {
			self::table( $map, $lang );
		}
		echo '</div>';
	}

	private static function table( array $map, string $lang ): void {
		$site    = Plaza_Revalidate_Preview::site_url();
		$columns = array( __( 'Section', 'plaza-revalidate' ), __( 'Spanish site', 'plaza-revalidate' ), __( 'English site', 'plaza-revalidate' ), __( 'Published posts', 'plaza-revalidate' ) );
		echo '<table class="widefat striped plaza-sections"><thead><tr>';
		foreach ( $columns as $column ) {
			echo '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( (array) $map['sections'] as $section ) {
			$categories = (array) ( $section['categories'] ?? array() );
			echo '<tr data-section="' . esc_attr( (string) ( $section['section'] ?? '' ) ) . '">';
			echo '<th scope="row">' . esc_html( (string) ( $section['label'][ $lang ] ?? $section['section'] ?? '' ) ) . '</th>';
			foreach ( array( 'es', 'en' ) as $site_lang ) {
				$ids  = array_map( 'intval', (array) ( $categories[ $site_lang ] ?? array() ) );
				$page = $section['pages'][ $site_lang ] ?? null;
				echo '<td data-lang="' . esc_attr( $site_lang ) . '">' . self::categories( $ids ) . self::actions( $ids, $page ? $site . $page : '' ) . '</td>';
			}
			echo '<td>' . esc_html( (string) self::published( array_unique( array_merge( ...array_values( array_map( 'array_values', $categories ) ) ) ) ) ) . '</td>';
			echo '</tr>';
		}
		$gallery = $map['gallery'] ?? null;
		if ( is_array( $gallery ) ) {
			echo '<tr data-section="gallery"><th scope="row">' . esc_html( (string) ( $gallery['label'][ $lang ] ?? 'Gallery' ) ) . '</th>';
			foreach ( array( 'es', 'en' ) as $site_lang ) {
				/* translators: %d: the id of the post the gallery's images are attached to */
				$attached = sprintf( __( 'Images attached to post #%d', 'plaza-revalidate' ), (int) ( $gallery['parent'] ?? 0 ) );
				echo '<td data-lang="' . esc_attr( $site_lang ) . '">' . esc_html( $attached ) . self::actions( array(), $site . ( $gallery['pages'][ $site_lang ] ?? '' ) ) . '</td>';
			}
			echo '<td></td></tr>';
		}
		echo '</tbody></table>';
	}

	/** "Name (#16), Name (#17)": a category WordPress does not have is named as missing. */
	private static function categories( array $ids ): string {
		$names = array_map(
			function ( int $id ): string {
				$term = get_term( $id, 'category' );
				/* translators: %d: a category id */
				return $term && ! is_wp_error( $term ) ? sprintf( '%s (#%d)', $term->name, $id ) : sprintf( __( '#%d (no such category in WordPress)', 'plaza-revalidate' ), $id );
			},
			$ids
		);
		return '<span class="plaza-categories">' . esc_html( implode( ', ', $names ) ) . '</span>';
	}

	private static function actions( array $ids, string $view ): string {
		$links = array();
		if ( $ids && get_term( $ids[0], 'category' ) instanceof WP_Term ) {
			$links[] = '<a href="' . esc_url( admin_url( 'post-new.php?' . Plaza_Revalidate_Sections::CATEGORY_ARG . '=' . $ids[0] ) ) . '">' . esc_html__( 'Add a post here', 'plaza-revalidate' ) . '</a>';
		}
		if ( $view ) {
			$links[] = '<a href="' . esc_url( $view ) . '" target="_blank" rel="noopener noreferrer">' . esc_html__( 'View on the site', 'plaza-revalidate' ) . '</a>';
		}
		return $links ? '<div class="row-actions visible">' . implode( ' | ', $links ) . '</div>' : '';
	}

	/** Published posts in any of these categories, each counted once. */
	private static function published( array $ids ): int {
		if ( ! $ids ) {
			return 0;
		}
		$query = new WP_Query(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'category__in'   => array_map( 'intval', $ids ),
				'fields'         => 'ids',
				'posts_per_page' => 1,
				'no_found_rows'  => false,
			)
		);
		return (int) $query->found_posts;
	}
}
