"""Widgets, dialogs and drawing helpers shared by the menu and every game scene."""
