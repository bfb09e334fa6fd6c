<?php
/**
 * What the tests ask WordPress directly (things the REST API does not expose):
 *
 *     php cli.php /path/to/wordpress log          the plugin's delivery log, as JSON
 *     php cli.php /path/to/wordpress tools-page   the Tools page as an administrator sees it (HTML)
 *     php cli.php /path/to/wordpress retries-due  moves the plugin's queued retries to now, so the
 *                                                 next GET /wp-cron.php runs them; prints how many
 *     php cli.php /path/to/wordpress contact-form-id      the plaza's Contact Form 7 form (the plugin's option)
 *     php cli.php /path/to/wordpress message-limit N      sets that form's `your-message` maxlength to N, as an
 *                                                         editor would in Contact Form 7's admin
 *     php cli.php /path/to/wordpress contact-form-sync    puts the form back to the companion plugin's shape
 *     php cli.php /path/to/wordpress other-contact-form   another Contact Form 7 form (CF7's own template, made
 *                                                         once), as a WordPress with other forms has; its id
 *     php cli.php /path/to/wordpress contact-form-delete  deletes the plaza's form for good, as in CF7's admin
 *     php cli.php /path/to/wordpress contact-form-restore ID  makes form ID again (same id) in the plugin's shape
 *     php cli.php /path/to/wordpress user-locale LOGIN LOCALE  the user's profile language (REST takes only the
 *                                                         installed ones; there are no language packs here)
 *     php cli.php /path/to/wordpress cron-overdue SECONDS schedules an event due SECONDS ago: WP-Cron as it
 *                                                         looks when its runner has stopped that long
 *     php cli.php /path/to/wordpress deactivate PLUGIN    e.g. advanced-custom-fields/acf.php
 *     php cli.php /path/to/wordpress activate PLUGIN
 *     php cli.php /path/to/wordpress field-labels LOCALE  the plaza's ACF field labels as an admin using
 *                                                         LOCALE sees them, as JSON {name: label}
 *     php cli.php /path/to/wordpress raw-meta POST KEY VALUE  writes a post's meta value straight into the
 *                                                         database, as an import or a restored backup would:
 *                                                         no hook fires; prints the value it replaced
 *     php cli.php /path/to/wordpress user-locale LOGIN LOCALE  a user's profile language ('' for the site's),
 *                                                         even one whose WordPress translation is not installed
 *                                                         (REST accepts only installed ones)
 */

list( , $root, $command ) = $argv;
$argument = $argv[3] ?? '';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require $root . '/wp-load.php';

switch ( $command ) {
	case 'log':
		echo wp_json_encode( Plaza_Revalidate_Log::entries() ), "\n";
		break;

	case 'tools-page':
		// What wp-admin loads before a Tools page renders (submit_button() and the like).
		require_once ABSPATH . 'wp-admin/includes/template.php';
		wp_set_current_user( 1 );
		Plaza_Revalidate_Admin::render();
		break;

	case 'retries-due':
		$moved = 0;
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			foreach ( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ?? array() as $event ) {
				wp_unschedule_event( $timestamp, Plaza_Revalidate_Delivery::RETRY_HOOK, $event['args'] );
				wp_schedule_single_event( time() - 1, Plaza_Revalidate_Delivery::RETRY_HOOK, $event['args'] );
				++$moved;
			}
		}
		echo $moved, "\n";
		break;

	case 'contact-form-id':
		echo (int) get_option( Plaza_Revalidate_Contact_Form::OPTION_ID ), "\n";
		break;

	case 'message-limit':
		$form = WPCF7_ContactForm::get_instance( (int) get_option( Plaza_Revalidate_Contact_Form::OPTION_ID ) );
		$text = $form ? preg_replace( '/(\[textarea\*? your-message[^\]]*maxlength:)\d+/', '${1}' . (int) $argument, $form->prop( 'form' ), 1, $count ) : '';
		if ( ! $form || 1 !== $count ) {
			fwrite( STDERR, "the plaza's form has no your-message maxlength to change\n" );
			exit( 1 );
		}
		$form->set_properties( array( 'form' => $text ) );
		$form->save();
		break;

	case 'contact-form-sync':
		echo Plaza_Revalidate_Contact_Form::sync(), "\n";
		break;

	case 'other-contact-form':
		$found = WPCF7_ContactForm::find( array( 'title' => 'Another form (e2e)' ) );
		echo $found ? $found[0]->id() : WPCF7_ContactForm::get_template( array( 'title' => 'Another form (e2e)' ) )->save(), "\n";
		break;

	case 'contact-form-delete':
		$id = (int) get_option( Plaza_Revalidate_Contact_Form::OPTION_ID );
		if ( ! wp_delete_post( $id, true ) ) {
			fwrite( STDERR, "form {$id} could not be deleted\n" );
			exit( 1 );
		}
		echo $id, "\n";
		break;

	case 'contact-form-restore':
		$id = wp_insert_post(
			array(
				'import_id'   => (int) $argument,
				'post_type'   => 'wpcf7_contact_form',
				'post_status' => 'publish',
				'post_title'  => 'Plaza París: contact',
			)
		);
		if ( (int) $argument !== $id ) {
			fwrite( STDERR, "form {$argument} could not be made again (got {$id})\n" );
			exit( 1 );
		}
		echo Plaza_Revalidate_Contact_Form::sync(), "\n";
		break;

	case 'user-locale':
		$user = get_user_by( 'login', $argument );
		if ( ! $user ) {
			fwrite( STDERR, "no user {$argument}\n" );
			exit( 1 );
		}
		update_user_meta( $user->ID, 'locale', $argv[4] ?? '' );
		break;

	case 'cron-overdue':
		wp_schedule_single_event( time() - (int) $argument, 'plaza_e2e_overdue' );
		break;

	case 'deactivate':
	case 'activate':
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$result = 'activate' === $command ? activate_plugin( $argument ) : deactivate_plugins( $argument );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $result->get_error_message() . "\n" );
			exit( 1 );
		}
		break;

	case 'field-labels':
		// As WordPress does for an admin whose profile language is LOCALE: the plugin loads its translation
		// for that locale, then ACF's field groups are built (the plugin's own hooks, in their order).
		add_filter( 'determine_locale', fn() => $argument );
		unload_textdomain( Plaza_Revalidate_I18n::DOMAIN );
		Plaza_Revalidate_I18n::load();
		$labels = array();
		foreach ( Plaza_Revalidate_Fields::groups() as $group ) {
			$labels[ $group['key'] ] = $group['title'];
			foreach ( $group['fields'] as $field ) {
				$labels[ $field['name'] ] = $field['label'];
			}
		}
		echo wp_json_encode( $labels, JSON_UNESCAPED_UNICODE ), "\n";
		break;

	case 'raw-meta':
		list( , , , $post, $key, $value ) = $argv;
		$where = array(
			'post_id'  => (int) $post,
			'meta_key' => $key, // phpcs:ignore WordPress.DB.SlowDBQuery
		);
		echo (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s", (int) $post, $key ) ), "\n";
		if ( 1 !== $wpdb->update( $wpdb->postmeta, array( 'meta_value' => $value ), $where ) ) { // phpcs:ignore WordPress.DB.SlowDBQuery
			fwrite( STDERR, "post {$post} has no single {$key} to change\n" );
			exit( 1 );
		}
		break;

	default:
		fwrite( STDERR, "unknown command {$command}\n" );
		exit( 2 );
}
